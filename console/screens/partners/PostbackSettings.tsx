// A partner's postback settings after creation (PATCH /api/console/partners/:id, audited as
// `partner.update`): the postback URL, its method (POST: signed JSON; GET: the URL's macros carry
// the values) and the origins allowed to post its leads; and its postback secret, rotated behind a
// confirmation and shown once (the old one stops signing at once).
import { useState } from 'react';
import type { PartnerRecord } from '../../../common/money-lists';
import { Field, FormError } from '../../forms/Field';
import { useSchemaForm } from '../../forms/use-form';
import { useChange } from '../../state/query';
import { WORDS } from './forms';

/** The account as GET /api/console/partners answers it. */
export type PartnerAccount = PartnerRecord & { postback_method?: 'POST' | 'GET'; allowed_origins?: string[] };

const SETTINGS_WORDS = { ...WORDS, origin_invalid: 'One origin a line, e.g. https://partner.example.' };

/** The form's fields → the PATCH body: an empty URL is none; origins one a line (or comma-separated). */
function settingsInput(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  return {
    postback_url: text('postback_url') || null,
    postback_method: text('postback_method') || 'POST',
    allowed_origins: text('allowed_origins')
      .split(/[\s,]+/)
      .filter(Boolean),
  };
}

export function PostbackSettingsForm({ partner }: { partner: PartnerAccount }) {
  const saved = useChange<PartnerAccount>(['/api/console/partners']);
  const path = `/api/console/partners/${partner.provider_id}`;
  const form = useSchemaForm(null, (body) => saved.mutateAsync({ path, method: 'PATCH', body }));
  return (
    <form
      className="stack"
      aria-label="Postback settings"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit(settingsInput(new FormData(e.currentTarget)));
      }}
    >
      <Field
        id="pb-url"
        name="postback_url"
        label="Postback URL (https; empty: no postbacks)"
        error={form.fields.postback_url}
        words={SETTINGS_WORDS}
      >
        {(a) => <input {...a} defaultValue={partner.postback_url ?? ''} />}
      </Field>
      <Field id="pb-method" name="postback_method" label="Method" error={form.fields.postback_method} words={SETTINGS_WORDS}>
        {(a) => (
          <select {...a} defaultValue={partner.postback_method ?? 'POST'}>
            <option value="POST">POST: signed JSON body</option>
            <option value="GET">GET: the URL's macros carry the values</option>
          </select>
        )}
      </Field>
      <Field
        id="pb-origins"
        name="allowed_origins"
        label="Allowed origins, one a line (empty: any)"
        error={form.fields.allowed_origins}
        words={SETTINGS_WORDS}
      >
        {(a) => <textarea {...a} rows={3} defaultValue={(partner.allowed_origins ?? []).join('\n')} />}
      </Field>
      <FormError error={form.error} />
      <button type="submit" disabled={form.busy}>
        Save postback settings
      </button>
      {saved.isSuccess && !form.error && (
        <p role="status">
          Saved: {saved.data.postback_url ? `${saved.data.postback_method} ${saved.data.postback_url}` : 'no postback URL'}
          {saved.data.allowed_origins?.length ? `, origins ${saved.data.allowed_origins.join(', ')}` : ', any origin'}.
        </p>
      )}
    </form>
  );
}

export function RotateSecret({ partner }: { partner: Pick<PartnerRecord, 'provider_id' | 'name'> }) {
  const rotate = useChange<{ postback_secret: string }>(['/api/console/partners']);
  const [shown, setShown] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        aria-label={`Rotate postback secret of ${partner.name}`}
        onClick={async () => {
          if (
            !window.confirm(
              `Rotate the postback secret of ${partner.name}? Postbacks are signed with the new secret from now on, the current one signs none; the partner needs the new one.`,
            )
          )
            return;
          setFailed(null);
          try {
            const made = await rotate.mutateAsync({ path: `/api/console/partners/${partner.provider_id}/secret` });
            setShown(made.postback_secret);
          } catch (failure) {
            setShown(null);
            setFailed(`The secret was not rotated: ${(failure as Error).message}`);
          }
        }}
      >
        Rotate postback secret
      </button>
      {shown && (
        <p role="status" className="secret">
          New postback secret of {partner.name} (shown once): <code>{shown}</code>
        </p>
      )}
      <FormError error={failed} />
    </>
  );
}
