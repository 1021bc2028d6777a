// The background job queues (operators only): each scheduled queue's last run and failure, and the
// jobs waiting in every queue. A scheduled queue whose latest run failed is said first, in words.
import { num, when } from '../../format';
import { useApi } from '../../state/query';

export interface QueueRow {
  name: string;
  schedule: string | null;
  last_completed_at: string | null;
  last_failed_at: string | null;
  last_error: string | null;
  waiting: number;
}

/** As the server counts `jobs_failing`: a scheduled queue whose latest outcome is a failure. */
export const failing = (q: QueueRow) =>
  q.schedule !== null && q.last_failed_at !== null && (q.last_completed_at === null || q.last_failed_at > q.last_completed_at);

export function Jobs() {
  const jobs = useApi<{ queues: QueueRow[] }>('/api/console/jobs');
  const queues = jobs.data?.queues;
  if (!queues) return null;
  const broken = queues.filter(failing);
  return (
    <section aria-labelledby="jobs">
      <h2 id="jobs">Background jobs</h2>
      {broken.length > 0 && (
        <p className="error" role="alert" data-jobs="failing">
          {broken.length === 1 ? 'A scheduled job is failing' : `${broken.length} scheduled jobs are failing`}:{' '}
          {broken.map((q) => `${q.name} (${q.last_error ?? 'no message'})`).join('; ')}.
        </p>
      )}
      <div className="table-wrap" role="region" aria-label="Background jobs (scrolls sideways)" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">Queue</th>
              <th scope="col">Schedule (UTC)</th>
              <th scope="col">Last completed</th>
              <th scope="col">Last failure</th>
              <th scope="col">Waiting</th>
            </tr>
          </thead>
          <tbody>
            {queues.map((q) => (
              <tr key={q.name} data-queue={q.name} data-failing={failing(q) || undefined}>
                <th scope="row">{q.name}</th>
                <td>{q.schedule ?? 'when sent'}</td>
                <td>{when(q.last_completed_at)}</td>
                <td>{q.last_failed_at ? `${when(q.last_failed_at)}: ${q.last_error ?? ''}` : '—'}</td>
                <td className="number">{num(q.waiting)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
