// Console settings from the environment (docs/operators.md).
import type { LimitSettings } from './rate-limit';

/** Sign-in and session rules (docs/security.md "Console sign-in and sessions"): this many failed
 * sign-ins on one account within the window lock it for SIGNIN_LOCK_MS; a session ends
 * SESSION_MAX_MS after sign-in whatever the activity. */
export const SIGNIN_FAILURES = 5;
export const SIGNIN_WINDOW_MS = 15 * 60_000;
export const SIGNIN_LOCK_MS = 15 * 60_000;
export const SESSION_MAX_MS = 12 * 3600_000;

export interface ConsoleSettings {
  /** CONSOLE_ADMIN_EMAIL / CONSOLE_ADMIN_PASSWORD: the first operator, made at start when there is none. */
  adminEmail?: string;
  adminPassword?: string;
  /** CONSOLE_IDLE_MINUTES: a session unused this long is over (default 30). */
  idleMs: number;
  /** Sign-in attempts per address (CONSOLE_LOGIN_RATE_LIMIT per CONSOLE_LOGIN_RATE_WINDOW_S; 10 per 10 minutes). */
  loginLimit: LimitSettings;
  /** The clock of the sign-in and session rules, in ms (tests move it). */
  now: () => number;
}

const number = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value && Number.isFinite(n) && n > 0 ? n : fallback;
};

export function readConsoleSettings(env: NodeJS.ProcessEnv): ConsoleSettings {
  return {
    adminEmail: env.CONSOLE_ADMIN_EMAIL?.trim().toLowerCase() || undefined,
    adminPassword: env.CONSOLE_ADMIN_PASSWORD || undefined,
    idleMs: number(env.CONSOLE_IDLE_MINUTES, 30) * 60_000,
    loginLimit: { limit: number(env.CONSOLE_LOGIN_RATE_LIMIT, 10), windowMs: number(env.CONSOLE_LOGIN_RATE_WINDOW_S, 600) * 1000 },
    now: Date.now,
  };
}
