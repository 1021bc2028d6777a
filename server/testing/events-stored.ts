// Waiting for events answered 202 to be in the database: a burst's events wait in the burst
// journal (server/events/intake.ts) until it has passed, and a journal a killed server left is
// stored after the next start. Read as an operator would, through `/api/admin/stats`.

/** The events the database holds once it holds at least `atLeast`, or when `timeoutMs` is up. */
export async function eventsStored(origin: string, adminToken: string, atLeast: number, timeoutMs: number): Promise<number> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${origin}/api/admin/stats`, { headers: { Authorization: `Bearer ${adminToken}` } });
    if (res.status !== 200) throw new Error(`stats answered ${res.status}`);
    const { events } = (await res.json()) as { events: number };
    if (events >= atLeast || Date.now() > until) return events;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
