// Codes sent in the last 24 hours against SMS_DAILY_LIMIT (operators only); past it every code
// request answers 503, so the operator is told plainly.
import { num } from '../../format';
import { Link } from '../../nav';
import { useApi } from '../../state/query';

type SmsToday = { on: false } | { on: true; outbox?: true; sent: number; daily_limit: number; reached: boolean };

export function SmsStatus() {
  const sms = useApi<SmsToday>('/api/console/sms').data;
  if (!sms?.on) return null;
  const figure = `${num(sms.sent)} of ${num(sms.daily_limit)} SMS codes sent in the last 24 hours`;
  return sms.reached ? (
    <p className="error" role="alert" data-sms="reached">
      Daily SMS limit reached: {figure}. Phone verification answers 503 until older codes leave the 24-hour window (raise SMS_DAILY_LIMIT to
      send more).
    </p>
  ) : (
    <p className="summary" data-sms="ok">
      {figure}.
      {sms.outbox && (
        <>
          {' '}
          Development outbox (SMS_OUTBOX=1): nothing is sent, every SMS is in the <Link to="outbox">SMS outbox</Link>.
        </>
      )}
    </p>
  );
}
