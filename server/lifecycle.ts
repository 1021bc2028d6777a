// A lead's life after registration, as events for whoever must act on them (push messages,
// partner postbacks, …). Routes only say what happened; each registered consumer gets its own
// durable job (server/jobs), so one slow or failing consumer never holds up another.
//
//   services.lifecycle.register({ name: 'push', queue: { retryLimit: 5 }, async handle(event, job) {…} });
//        → in openServices, before startBackground(); the same set in every process
//   await lifecycle.leadCreated({ lead_id }, { tx });                      // POST /api/leads
//   await lifecycle.statusChanged({ lead_id }, 'approved', { tx, occurrence: String(webhookId) });
//
// `event` = { event: 'lead_created' | 'status_changed', lead_id, status, occurred_at }; a consumer
// reads anything else from the database when it runs (so a correction or erasure in between wins).
// Pass the route's transaction as `tx`: the jobs are written with the change or not at all. One job
// per (consumer, event, lead, occurrence): a repeated call adds nothing (idempotency key), and
// `job.id` is stable across retries, a fit key for the consumer's own deliveries.
// Jobs of a lead whose consent was withdrawn, or that was erased, end without calling the consumer.
//
// Lead events (server/leads/events.ts) have consumers too, run in the event's own transaction:
//   lifecycle.onLeadEvent('verified', 'lenders', (tx, leadId) => requestRouting(…));  // at start
//   await lifecycle.record(tx, leadId, 'verified', 'person');   // the event, then every consequence
// so a consequence (a payout entry, routing) happens with the event or not at all, and the code
// that records an event does not know who acts on it.
import type { Actor, LeadEvent, LeadEventType } from '../common/lead-events';
import type { Queryable } from './db';
import type { Db } from './db';
import type { Job, JobQueue, QueueOptions } from './jobs';

export type LifecycleEventName = 'lead_created' | 'status_changed';

export interface LifecycleEvent {
  event: LifecycleEventName;
  lead_id: string;
  status: string;
  /** ISO time of the change. */
  occurred_at: string;
}

export interface LifecycleConsumer {
  /** Short and stable: part of the queue name and of every idempotency key. */
  name: string;
  handle(event: LifecycleEvent, job: Job<LifecycleEvent>): Promise<void>;
  /** Retries of this consumer's jobs (server/jobs QueueOptions). */
  queue?: QueueOptions;
}

export interface EmitOptions {
  /** The transaction that makes the change: the jobs are written in it. */
  tx?: Queryable;
  /** What makes this change unique (e.g. the webhook row id); one job per consumer per occurrence. */
  occurrence?: string;
}

export const queueName = (consumer: string) => `lifecycle.${consumer}`;

export type RecordLeadEvent = (
  tx: Queryable,
  leadIds: string | readonly string[],
  type: LeadEventType,
  actor: Actor,
  data?: LeadEvent['data'],
) => Promise<Map<string, string>>;

/** A consequence of a lead event, run in the event's transaction (a throw undoes the event);
 * `eventId` is the recorded event's id, unique per lead and occurrence. */
export type LeadEventConsumer = (tx: Queryable, leadId: string, data: LeadEvent['data'], eventId: string) => Promise<unknown>;

export class Lifecycle {
  private readonly consumers = new Map<string, LifecycleConsumer>();
  private readonly started = new Set<string>();
  private readonly leadEventConsumers = new Map<LeadEventType, { name: string; consume: LeadEventConsumer }[]>();

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    /** Writes the event (server/leads/events.ts `recordLeadEvent`, given by openServices): resolves
     * each lead's event id. */
    private readonly recordLeadEvent: RecordLeadEvent,
  ) {}

  register(consumer: LifecycleConsumer): void {
    if (this.consumers.has(consumer.name)) throw new Error(`lifecycle consumer ${consumer.name} registered twice`);
    this.consumers.set(consumer.name, consumer);
  }

  /** Creates the queue of every consumer registered since the last call (so events can be sent
   * inside a transaction) and, with `work`, runs this process's share of their jobs. */
  async start({ work = true } = {}): Promise<void> {
    for (const consumer of this.consumers.values()) {
      if (this.started.has(consumer.name)) continue;
      if (work) await this.jobs.work<LifecycleEvent>(queueName(consumer.name), (job) => this.run(consumer, job), consumer.queue);
      else await this.jobs.ensureQueue(queueName(consumer.name), consumer.queue);
      this.started.add(consumer.name);
    }
  }

  /** `consume` runs, after those registered before it, whenever a lead event of `type` is recorded. */
  onLeadEvent(type: LeadEventType, name: string, consume: LeadEventConsumer): void {
    const list = this.leadEventConsumers.get(type) ?? [];
    if (list.some((c) => c.name === name)) throw new Error(`lead event consumer ${name} registered twice for ${type}`);
    this.leadEventConsumers.set(type, [...list, { name, consume }]);
  }

  /** Records the lead event (server/leads/events.ts) and runs its consumers, in `tx`. */
  async record(tx: Queryable, leadIds: string | readonly string[], type: LeadEventType, actor: Actor, data: LeadEvent['data'] = {}) {
    const eventIds = await this.recordLeadEvent(tx, leadIds, type, actor, data);
    const consumers = this.leadEventConsumers.get(type) ?? [];
    for (const [leadId, eventId] of eventIds) for (const { consume } of consumers) await consume(tx, leadId, data, eventId);
  }

  leadCreated(lead: { lead_id: string; status?: string }, options: EmitOptions = {}): Promise<void> {
    return this.emit(
      { event: 'lead_created', lead_id: lead.lead_id, status: lead.status ?? 'new', occurred_at: new Date().toISOString() },
      options,
    );
  }

  statusChanged(lead: { lead_id: string }, status: string, options: EmitOptions = {}): Promise<void> {
    return this.emit({ event: 'status_changed', lead_id: lead.lead_id, status, occurred_at: new Date().toISOString() }, options);
  }

  private async emit(event: LifecycleEvent, { tx, occurrence = '' }: EmitOptions): Promise<void> {
    for (const consumer of this.consumers.values()) {
      if (!this.started.has(consumer.name)) throw new Error(`lifecycle consumer ${consumer.name} not started (openServices starts them)`);
      const key = `lifecycle:${consumer.name}:${event.event}:${event.lead_id}:${occurrence}`;
      await this.jobs.send(queueName(consumer.name), event, { key, tx });
    }
  }

  private async run(consumer: LifecycleConsumer, job: Job<LifecycleEvent>): Promise<void> {
    if (!(await contactable(this.db, job.data.lead_id))) return;
    await consumer.handle(job.data, job);
  }
}

/** False once the lead was erased or its consent withdrawn: nothing more is sent about it. */
export async function contactable(db: Queryable, leadId: string): Promise<boolean> {
  const rows = await db.query('select 1 from leads where lead_id = $1 and consent_withdrawn_at is null', [leadId]);
  return rows.length > 0;
}
