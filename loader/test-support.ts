// Test helpers for loader unit tests (happy-dom). Not bundled: only *.test.ts files import it.
import { EVENT_QUEUE_KEY } from './constants';

export interface CookieRecorder {
  writes: string[];
  /** When true, every cookie write throws (cookies blocked). */
  failWrites: boolean;
  /** When true, every cookie write is silently dropped, as browsers that block cookies do. */
  dropWrites: boolean;
  restore(): void;
}

/**
 * Records every raw `document.cookie = …` write, so tests can read attributes like `expires`.
 * Installs an own accessor on `document` that delegates to happy-dom's; `restore()` removes it.
 */
export function recordCookieWrites(): CookieRecorder {
  let proto: object | null = Object.getPrototypeOf(document);
  let descriptor: PropertyDescriptor | undefined;
  while (proto && !(descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie'))) proto = Object.getPrototypeOf(proto);
  if (!descriptor?.set || !descriptor.get) throw new Error('document.cookie accessor not found');
  const { get, set } = descriptor;
  const recorder: CookieRecorder = {
    writes: [],
    failWrites: false,
    dropWrites: false,
    restore: () => void delete (document as unknown as Record<string, unknown>).cookie,
  };
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get() {
      return get.call(document);
    },
    set(value: string) {
      if (recorder.failWrites) throw new Error('cookies blocked');
      recorder.writes.push(value);
      if (!recorder.dropWrites) set.call(document, value);
    },
  });
  return recorder;
}

/** The attributes of the last write of cookie `name`, e.g. `{ expires: '…', path: '/' }`. */
export function lastCookieWrite(writes: string[], name: string): { value: string; attributes: Record<string, string> } | undefined {
  const write = [...writes].reverse().find((w) => w.startsWith(`${name}=`));
  if (!write) return undefined;
  const [pair, ...attrs] = write.split(';').map((s) => s.trim());
  const attributes: Record<string, string> = {};
  for (const attr of attrs) {
    const [k, ...v] = attr.split('=');
    attributes[k.toLowerCase()] = v.join('=');
  }
  return { value: decodeURIComponent(pair.slice(name.length + 1)), attributes };
}

export function clearCookies(): void {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** A fetch Response-like answer. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** How many events wait in the offline queue in localStorage (sent on the next page view). */
export function queuedEventCount(): number {
  return (JSON.parse(localStorage.getItem(EVENT_QUEUE_KEY) || '[]') as unknown[]).length;
}
