// What follows a created lead: the phone-code step (its own lazy chunk) when the server offers it,
// then the offers or the partner's redirect. A step that cannot load does not stop the visitor:
// they go on unverified.
import { fillOfferUrl } from '../../common/domain/offer-feed';
import type { Lang } from '../../common/lang';
import { useState } from '../react-deps';
import { loadAfterLead, type LoadedAfterLead } from './verify-load';

export interface AfterLead {
  leadId: string | null;
  /** null while the code step is on; then whether the phone was verified. */
  verified: boolean | null;
  /** The words after the form and, when the server asks for it, the code step (lazy: null until loaded). */
  loaded: LoadedAfterLead | null;
  /** An application with these details existed already: no code step, offers or redirect. */
  duplicate: boolean;
  /** The form's onDone: the lead exists; verifyPhone says whether the code step follows. */
  created(leadId: string, verifyPhone: boolean, duplicate?: boolean): void;
  /** The code step is done (verified, skipped, or not offered): offers, or the partner's page. */
  finish(ok: boolean): void;
}

export function useAfterLead(lang: Lang, redirectUrl: string | undefined): AfterLead {
  const [leadId, setLeadId] = useState<string | null>(null);
  const [verified, setVerified] = useState<boolean | null>(null);
  const [loaded, setLoaded] = useState<LoadedAfterLead | null>(null);
  const [duplicate, setDuplicate] = useState(false);
  const afterVerify = (lead: string, ok: boolean) => {
    setVerified(ok);
    if (redirectUrl) location.assign(fillOfferUrl(redirectUrl, { lead_id: lead }));
  };
  return {
    leadId,
    verified,
    loaded,
    duplicate,
    created: (lead, verifyPhone, isDuplicate = false) => {
      setLeadId(lead);
      const step = verifyPhone && !isDuplicate;
      const failed = () => {
        // The chunk did not arrive (connection lost right after the answer): the screen goes on
        // without its words rather than wait on a code step that cannot show.
        setLoaded({ VerifyStep: null, copy: null });
        if (step) afterVerify(lead, false);
      };
      loadAfterLead(lang, step).then(setLoaded, failed);
      if (isDuplicate) {
        setDuplicate(true);
        setVerified(false);
      } else if (!verifyPhone) afterVerify(lead, false); // verification is off on the server: no step
    },
    finish: (ok) => {
      if (leadId) afterVerify(leadId, ok);
    },
  };
}
