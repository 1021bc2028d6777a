// The development SMS outbox in the console (server/sms/outbox.ts), operators only:
//   GET /api/console/outbox → {"messages": [{"id", "phone", "message", "created_at"}]}, newest first,
//       the last 24 hours; each view is in the audit log (how many, never the numbers or texts).
// Without SMS_OUTBOX=1 (a real gateway, or none) it answers 404.
import { Hono } from 'hono';
import * as z from 'zod';
import { recordConsoleAudit } from '../../audit/console';
import { operatorsOnly, type ConsoleEnv } from '../../http/console-session';
import type { Db } from '../../db';
import { ApiError } from '../../http/errors';
import { doc } from '../../http/doc/describe';
import type { SmsSettings } from '../gateway';
import { outboxMessages } from '../outbox';

const message = z.object({ id: z.number().int(), phone: z.string(), message: z.string(), created_at: z.string() });

export function consoleOutboxRoutes(db: Db, sms: SmsSettings | undefined): Hono<ConsoleEnv> {
  const app = new Hono<ConsoleEnv>();
  app.get(
    '/api/console/outbox',
    doc({
      summary: 'The development SMS outbox: every SMS of the last 24 hours (SMS_OUTBOX=1 only)',
      tag: 'Console',
      auth: 'console',
      description: 'Operators only. Each view is in the audit log. Off (404) unless the server runs with SMS_OUTBOX=1 and no SMS gateway.',
      answers: { 200: { description: 'Newest first, at most 200.', json: z.object({ messages: z.array(message) }) } },
      refusals: { 403: 'A partner user.', 404: 'The outbox is off.' },
    }),
    operatorsOnly,
    async (c) => {
      if (!sms || !('outbox' in sms))
        throw new ApiError(
          'not_found',
          {},
          'The SMS outbox is off: it is on only with SMS_OUTBOX=1, without an SMS gateway, outside production.',
        );
      const messages = await outboxMessages(db);
      await recordConsoleAudit(db, c.get('operator').actor, 'console.outbox.view', { messages: messages.length });
      c.header('Cache-Control', 'no-store');
      return c.json({ messages });
    },
  );
  return app;
}
