// A loopback stand-in for the SMS gateway (Notify.lk's send call): records every message and
// answers as told — success, a refusal, a dropped connection, or no answer until `release()`.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SentSms {
  user_id: string;
  api_key: string;
  sender_id: string;
  to: string;
  message: string;
  type?: string;
}

export type GatewayMode = 'ok' | 'error' | 'drop' | 'hold';

export interface FakeGateway {
  url: string;
  sent: SentSms[];
  mode: GatewayMode;
  /** Messages received in 'hold' mode and not answered yet (not in `sent` until released). */
  held: SentSms[];
  /** Answers every held message with success (they join `sent`). */
  release(): void;
  /** The env that points the server here. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startFakeGateway(): Promise<FakeGateway> {
  const fake = { sent: [] as SentSms[], held: [] as SentSms[], mode: 'ok' as GatewayMode } as FakeGateway;
  const waiting: (() => void)[] = [];
  const succeed = (res: ServerResponse, sms: SentSms) => {
    fake.sent.push(sms);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"status":"success","data":"Sent"}');
  };
  fake.release = () => {
    for (const answer of waiting.splice(0)) answer();
    fake.held = [];
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      if (fake.mode === 'drop') return req.socket.destroy();
      if (fake.mode === 'error') {
        res.writeHead(500, { 'Content-Type': 'application/json' });
        return res.end('{"status":"error","errors":"internal"}');
      }
      const sms = Object.fromEntries(new URLSearchParams(body)) as unknown as SentSms;
      if (fake.mode === 'hold') {
        fake.held.push(sms);
        return void waiting.push(() => succeed(res, sms));
      }
      succeed(res, sms);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/send`;
  fake.env = { SMS_API_URL: fake.url, SMS_USER_ID: 'u-1', SMS_API_KEY: 'k-1', SMS_SENDER_ID: 'NayaLK' };
  fake.close = () => {
    fake.release();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return fake;
}

/** The 6-digit code inside an SMS text. */
export const codeIn = (sms: SentSms) => /\b(\d{6})\b/.exec(sms.message)?.[1] ?? '';
