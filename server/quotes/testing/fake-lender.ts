// A lender's quote endpoint on 127.0.0.1 for tests and the bench: answers each request with what
// `answer` returns for its JSON body (`'hang'`: never answers), records what arrived, and counts the
// connections still open (a lender that hangs must hold no socket of ours past the timeout).
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** `delayMs`: answered that long after the request arrived. */
export type FakeAnswer = (({ status: number; body: unknown } | { status: number; raw: string }) & { delayMs?: number }) | 'hang';

export interface FakeLender {
  url: string;
  received: { headers: IncomingHttpHeaders; body: string; at: number }[];
  answer: (ask: Record<string, unknown>) => FakeAnswer;
  /** Connections open now. */
  open(): number;
  close(): Promise<void>;
}

export async function startFakeLender(answer: FakeLender['answer']): Promise<FakeLender> {
  const sockets = new Set<Socket>();
  const held: ServerResponse[] = [];
  const fake: FakeLender = { url: '', received: [], answer, open: () => sockets.size, close: async () => {} };
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      fake.received.push({ headers: req.headers, body, at: Date.now() });
      let ask: Record<string, unknown> = {};
      try {
        ask = JSON.parse(body) as Record<string, unknown>;
      } catch {
        /* answered as the plan says anyway */
      }
      const planned = fake.answer(ask);
      if (planned === 'hang') return void held.push(res);
      const text = 'raw' in planned ? planned.raw : JSON.stringify(planned.body);
      const send = () => res.writeHead(planned.status, { 'Content-Type': 'application/json' }).end(text);
      if (planned.delayMs) setTimeout(send, planned.delayMs);
      else send();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/quote`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}
