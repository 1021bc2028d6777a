// Sri Lankan formats: rupees as LKR with grouping, times and days in Asia/Colombo.
import { addDays, COLOMBO_TZ, colomboDay as dayOf } from '../common/colombo';
const money = new Intl.NumberFormat('en-LK', { style: 'currency', currency: 'LKR', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-LK');
const time = new Intl.DateTimeFormat('en-GB', { timeZone: COLOMBO_TZ, dateStyle: 'medium', timeStyle: 'short' });

export const lkr = (n: number | null | undefined) => (n == null ? '—' : money.format(n));
export const num = (n: number) => count.format(n);
export const when = (iso: string | null | undefined) => (iso ? time.format(new Date(iso)) : '—');
export const percent = (rate: number | null | undefined) => (rate == null ? '—' : `${(rate * 100).toFixed(1)} %`);
/** Today in Colombo as YYYY-MM-DD (Sri Lanka keeps +05:30 all year). */
export const colomboDay = (offsetDays = 0) => addDays(dayOf(), offsetDays);
