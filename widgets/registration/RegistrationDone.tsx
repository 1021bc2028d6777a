// The view after a created lead: the heading (focused, so screen readers hear it), then the
// phone-code step, and after it the offers ordered for this lead or a note that the partner's
// page is next.
import { needsHomeScreenForPush } from '../../common/home-screen';
import { localeOf, routePrefix, type Lang } from '../../common/lang';
import { messagesFor } from '../i18n';
import { OffersWidget } from '../offers/OffersWidget';
import { useEffect, useRef } from '../react-deps';
import type { AfterLead } from './use-after-lead';

export interface RegistrationDoneProps {
  lang: Lang;
  after: AfterLead & { leadId: string };
  leadGenHost: string;
  sortingHost?: string;
  configURL?: string;
  redirectUrl?: string;
  showOffers?: boolean;
  /** On our own site: suggest adding Naya to the Home Screen where push needs it (iPhone). */
  homeScreenHint?: boolean;
  /** The phone as typed (the code step shows it masked). */
  phone: string;
  amount?: number;
  termDays?: number;
}

export function RegistrationDone({
  lang,
  after,
  leadGenHost,
  redirectUrl,
  showOffers,
  phone,
  homeScreenHint,
  ...offers
}: RegistrationDoneProps) {
  const m = messagesFor(lang);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [after.leadId]);
  const { verified, loaded } = after;
  // The words after the form come with the code step's chunk (verify-load.ts): a moment after the title.
  const copy = loaded?.copy;
  const myPage = `${leadGenHost.replace(/\/+$/, '')}${routePrefix(lang)}/my/`;
  if (after.duplicate)
    // Never when or through whom: anyone can type another person's phone (docs/lead-quality-and-payouts.md).
    return (
      <div className="naya-root naya-registration" lang={localeOf(lang)}>
        <h2 ref={heading} tabIndex={-1}>
          {m.duplicateTitle}
        </h2>
        {copy && (
          <>
            <p>{copy.duplicateText}</p>
            <p>
              <a href={myPage}>{copy.duplicateLink}</a>
            </p>
          </>
        )}
      </div>
    );
  return (
    <div className="naya-root naya-registration" lang={localeOf(lang)}>
      <h2 ref={heading} tabIndex={-1}>
        {m.success}
      </h2>
      {copy && (
        <p>
          {copy.myPageText} <a href={myPage}>{copy.myPageLink}</a>
        </p>
      )}
      {copy && homeScreenHint && needsHomeScreenForPush() && <p className="naya-info">{copy.homeScreenHint}</p>}
      {verified === null
        ? loaded?.VerifyStep &&
          copy && <loaded.VerifyStep copy={copy} host={leadGenHost} leadId={after.leadId} phone={phone} onFinish={after.finish} />
        : redirectUrl
          ? copy && <p>{copy.redirecting}</p>
          : showOffers !== false && (
              <>
                {verified && copy && <p className="naya-info">{copy.verified}</p>}
                {copy && <p>{copy.successOffers}</p>}
                <OffersWidget
                  lang={lang}
                  leadId={after.leadId}
                  sortingHost={offers.sortingHost}
                  configURL={offers.configURL}
                  amount={offers.amount}
                  termDays={offers.termDays}
                  heading={false}
                />
              </>
            )}
    </div>
  );
}
