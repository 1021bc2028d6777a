// The console's calls to /api/console/*: the session cookie goes by itself (same origin); every
// change carries the session's CSRF token, which the server checks.
let csrf: string | null = null;

/** Who is signed in (GET /api/console/me, POST /api/console/login). */
export interface Me {
  user: { user_id: number; email: string; role: 'operator' | 'partner'; provider_id: number | null };
  csrf: string | null;
}

export const setCsrf = (token: string | null) => {
  csrf = token;
};

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.method && init.method !== 'GET' && csrf) headers['X-CSRF-Token'] = csrf;
  const res = await fetch(path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'same-origin',
  });
  const data = await res.json().catch(() => null);
  if (!res.ok) {
    if (res.status === 401) window.dispatchEvent(new CustomEvent('console-signed-out', { detail: data?.error?.message }));
    throw new ApiFailure(res.status, data?.error?.message ?? `The server answered ${res.status}.`, data?.error?.fields ?? {});
  }
  return data as T;
}
