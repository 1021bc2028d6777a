// Rotates a partner's API key behind a confirmation. The new key (shown once) or the refusal goes to
// `onDone`, kept and shown by the screen (above the list, or on the partner's page).
import type { PartnerRecord } from '../../../common/money-lists';
import { useChange } from '../../state/query';

export function RotateKey(props: { partner: Pick<PartnerRecord, 'provider_id' | 'name'>; onDone: (text: string) => void }) {
  const rotate = useChange<{ api_key: string }>(['/api/console/partners']);
  const { partner } = props;
  return (
    <button
      type="button"
      className="small"
      aria-label={`Rotate key of ${partner.name}`}
      onClick={async () => {
        if (!window.confirm(`Rotate the API key of ${partner.name}? The current key stops working at once; the partner needs the new one.`))
          return;
        try {
          const made = await rotate.mutateAsync({ path: `/api/console/partners/${partner.provider_id}/key` });
          props.onDone(`New API key of ${partner.name} (shown once): ${made.api_key}`);
        } catch (failure) {
          props.onDone(`The key was not rotated: ${(failure as Error).message}`);
        }
      }}
    >
      Rotate key
    </button>
  );
}
