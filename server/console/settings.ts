// Console settings from the environment (README "Operators").
import type { LimitSettings } from '../rate-limit';

export interface ConsoleSettings {
  /** CONSOLE_ADMIN_EMAIL / CONSOLE_ADMIN_PASSWORD: the first operator, made at start when there is none. */
  adminEmail?: string;
  adminPassword?: string;
  /** CONSOLE_IDLE_MINUTES: a session unused this long is over (default 30). */
  idleMs: number;
  /** Sign-in attempts per address (CONSOLE_LOGIN_RATE_LIMIT per CONSOLE_LOGIN_RATE_WINDOW_S; 10 per 10 minutes). */
  loginLimit: LimitSettings;
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
  };
}
