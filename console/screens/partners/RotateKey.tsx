// Rotates a partner's API key behind a confirmation; the new key is shown once.
import { useState } from 'react';
import type { PartnerRecord } from '../../../common/money-lists';
import { useChange } from '../../state/query';

export function RotateKey({ partner }: { partner: Pick<PartnerRecord, 'provider_id' | 'name'> }) {
  const rotate = useChange<{ api_key: string }>(['/api/console/partners']);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <button
        type="button"
        className="small"
        aria-label={`Rotate key of ${partner.name}`}
        onClick={() => {
          const ok = window.confirm(
            `Rotate the API key of ${partner.name}? The current key stops working at once; the partner needs the new one.`,
          );
          setAsked(ok);
          if (ok) rotate.mutate({ path: `/api/console/partners/${partner.provider_id}/key` });
        }}
      >
        Rotate key
      </button>
      {asked && rotate.data && (
        <p role="status" className="secret">
          New API key of {partner.name} (shown once): {rotate.data.api_key}
        </p>
      )}
      {rotate.error && (
        <p className="error" role="alert">
          {rotate.error.message}
        </p>
      )}
    </>
  );
}
