// Server-side log (spec §1 "logs events server-side"): the same channel as analytics events, so it
// shares the queue and the unload-safe delivery. Never pass lead data (phone, NIC, income) here.
import { sendEvent } from './events';

export type LogLevel = 'info' | 'warn' | 'error';

export function logToServer(level: LogLevel, message: string, context: Record<string, unknown> = {}): Promise<unknown> {
  return sendEvent({ ...context, event: 'log', level, message: message.slice(0, 1000) });
}
