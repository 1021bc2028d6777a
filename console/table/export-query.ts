// The query string of a table's CSV when the screen has filters of its own beside the table's
// search and order (DataTable's `csvQuery`): the screen's filters, then the table's `q`, `sort`
// and `dir` as the address holds them under the table's prefix.
import { useUrlState } from '../state/url-state';

export function useExportQuery(prefix: string, filters: Record<string, string> = {}): string {
  const { get } = useUrlState(prefix);
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v));
  for (const key of ['q', 'sort', 'dir']) if (get(key)) query.set(key, get(key));
  return query.toString();
}
