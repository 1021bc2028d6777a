// Disabling a console user (operators only, with the CSRF token like every change):
//   POST /api/console/users/{user_id}/disable   → {"user_id", "disabled_at"}: they cannot sign in
//                                                  and every session of theirs ends at once
//   POST /api/console/users/{user_id}/enable    → {"user_id", "disabled_at": null}
// An operator cannot disable themselves (the console would lose its last operator that way).
import { Hono, type Context } from 'hono';
import * as z from 'zod';
import { describe } from '../../http/doc/describe';
import { recordConsoleAudit } from '../../audit/console';
import { operatorsOnly, type ConsoleEnv } from '../../http/console-session';
import type { Db } from '../../db';
import { ApiError } from '../../http/errors';
import { INT4_MAX } from '../../http/validate';

function userParam(c: Context): number {
  const text = c.req.param('id') ?? '';
  const id = Number(text);
  if (!/^\d{1,10}$/.test(text) || id < 1 || id > INT4_MAX) throw new ApiError('not_found', {}, 'No console user has this id.');
  return id;
}

export function consoleUserStateRoutes(db: Db): Hono<ConsoleEnv> {
  const app = new Hono<ConsoleEnv>();
  app.use('/api/console/users/*', operatorsOnly);
  const con = { tag: 'Console', auth: 'console', params: { id: 'The user_id.' } } as const;
  describe(app, 'POST', '/api/console/users/:id/disable', {
    ...con,
    summary: 'Disable a console user: their sessions end at once',
    answers: { 200: { description: 'Disabled.', json: z.object({ user_id: z.number().int(), disabled_at: z.string() }) } },
    refusals: { 400: 'Your own account (`own_account`).', 404: 'No console user has this id.' },
  });
  describe(app, 'POST', '/api/console/users/:id/enable', {
    ...con,
    summary: 'Enable a disabled console user',
    answers: { 200: { description: 'Enabled.', json: z.object({ user_id: z.number().int(), disabled_at: z.null() }) } },
    refusals: { 404: 'No console user has this id.' },
  });
  app.post('/api/console/users/:id/disable', async (c) => {
    const userId = userParam(c);
    const operator = c.get('operator');
    if (userId === operator.user_id)
      throw new ApiError('validation_failed', { user_id: 'own_account' }, 'You cannot disable your own account.');
    const disabledAt = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ disabled_at: string | Date }>(
        'update console_users set disabled_at = coalesce(disabled_at, now()) where user_id = $1 returning disabled_at',
        [userId],
      );
      if (!row) throw new ApiError('not_found', {}, 'No console user has this id.');
      const ended = await tx.query('delete from console_sessions where user_id = $1 returning 1', [userId]);
      await recordConsoleAudit(tx, operator.actor, 'console.user.disable', { user_id: userId, sessions_ended: ended.length });
      return new Date(row.disabled_at).toISOString();
    });
    return c.json({ user_id: userId, disabled_at: disabledAt });
  });
  app.post('/api/console/users/:id/enable', async (c) => {
    const userId = userParam(c);
    const operator = c.get('operator');
    await db.transaction(async (tx) => {
      const [row] = await tx.query('update console_users set disabled_at = null where user_id = $1 returning 1', [userId]);
      if (!row) throw new ApiError('not_found', {}, 'No console user has this id.');
      await recordConsoleAudit(tx, operator.actor, 'console.user.enable', { user_id: userId });
    });
    return c.json({ user_id: userId, disabled_at: null });
  });
  return app;
}
