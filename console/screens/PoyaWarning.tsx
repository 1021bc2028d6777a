// The warning that the Poya days list ends within 60 days (or has ended): on the Poya days screen,
// and small enough for any screen that sends campaigns to show it too.
import type { PoyaDayList } from '../../common/poya-days';
import { POYA_WARN_DAYS } from '../../common/poya-days';
import { Link } from '../nav';
import { useApi } from '../state/query';

export function PoyaWarning({ link = true }: { link?: boolean }) {
  const list = useApi<PoyaDayList>('/api/console/poya-days').data;
  if (!list?.ends_soon) return null;
  const what =
    list.last_day === null
      ? 'The Poya days list is empty.'
      : list.last_day < list.today
        ? `The Poya days list ended on ${list.last_day}.`
        : `The Poya days list ends on ${list.last_day}, within ${POYA_WARN_DAYS} days.`;
  return (
    <p className="warning" role="status">
      {what} Add the next Poya days from the government gazette: until then campaigns keep off the astronomical full moon&apos;s day, which
      can be a day off the declared one. {link && <Link to="poya-days">Edit the Poya days</Link>}
    </p>
  );
}
