// autocannon for the system tests: typed (the package ships no types, as in scripts/bench-api.ts),
// loopback only, bounded by a request count and a hard time cap, with every answer seen by an
// `onResponse` so tests can match each 2xx answer to the row it promised.
import { createRequire } from 'node:module';

/** The part of autocannon's request iterator context we use: one per connection. */
export type CannonContext = Record<string, unknown>;

export interface CannonRequest {
  method: string;
  path?: string;
  headers: Record<string, string>;
  body?: string;
  setupRequest?: (req: CannonRequest, context: CannonContext) => CannonRequest;
  onResponse?: (status: number, body: string, context: CannonContext, headers: Record<string, string>) => void;
}

export interface CannonResult {
  errors: number;
  timeouts: number;
  non2xx: number;
}

interface CannonInstance extends PromiseLike<CannonResult> {
  stop(): void;
  on(event: 'response', listener: () => void): void;
}

type Autocannon = (options: {
  url: string;
  connections: number;
  amount?: number;
  duration?: number;
  timeout?: number;
  requests: CannonRequest[];
}) => CannonInstance;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface CannonRun {
  result: CannonResult;
  /** Answers received. */
  answers: number;
  /** Answers per second, from the start to the last answer. */
  rps: number;
  /** The run was stopped by the time cap (or by `stopWhen`) before `amount` was reached. */
  capped: boolean;
}

export interface CannonOptions {
  url: string;
  connections: number;
  amount: number;
  /** Hard cap: the run is stopped after this long even when `amount` is not reached. */
  maxSeconds: number;
  requests: CannonRequest[];
  /** Receives a `stop()` that ends the run early (e.g. when the server under test has exited). */
  control?: (stop: () => void) => void;
}

/** Runs autocannon until `amount` answers or `maxSeconds`, whichever comes first. */
export async function cannon(options: CannonOptions): Promise<CannonRun> {
  if (!/^http:\/\/127\.0\.0\.1:\d+/.test(options.url)) throw new Error(`loopback only: ${options.url}`);
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    amount: options.amount,
    timeout: 20,
    requests: options.requests,
  });
  const started = performance.now();
  let answers = 0;
  let lastAnswer = started;
  instance.on('response', () => {
    answers += 1;
    lastAnswer = performance.now();
  });
  let capped = false;
  const stop = () => {
    capped = true;
    instance.stop();
  };
  const timer = setTimeout(stop, options.maxSeconds * 1000);
  options.control?.(stop);
  const result = await instance;
  clearTimeout(timer);
  const seconds = Math.max(lastAnswer - started, 1) / 1000;
  return { result, answers, rps: Math.round(answers / seconds), capped };
}

/** The API's refusal (docs/api.md): {"error": {"code", "message", "fields"}}. */
export function isErrorShape(body: string): boolean {
  try {
    const value = JSON.parse(body) as { error?: { code?: unknown; message?: unknown; fields?: unknown } };
    const error = value?.error;
    return (
      typeof error?.code === 'string' && typeof error.message === 'string' && typeof error.fields === 'object' && error.fields !== null
    );
  } catch {
    return false;
  }
}
