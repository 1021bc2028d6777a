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
  const { verified, verifyStep } = after;
  if (after.duplicate)
    // Never when or through whom: anyone can type another person's phone (docs/lead-quality-and-payouts.md).
    return (
      <div className="naya-root naya-registration" lang={localeOf(lang)}>
        <h2 ref={heading} tabIndex={-1}>
          {m.duplicateTitle}
        </h2>
        <p>{m.duplicateText}</p>
        <p>
          <a href={`${leadGenHost.replace(/\/+$/, '')}${routePrefix(lang)}/my/`}>{m.duplicateLink}</a>
        </p>
      </div>
    );
  return (
    <div className="naya-root naya-registration" lang={localeOf(lang)}>
      <h2 ref={heading} tabIndex={-1}>
        {m.success}
      </h2>
      <p>
        {m.myPageText} <a href={`${leadGenHost.replace(/\/+$/, '')}${routePrefix(lang)}/my/`}>{m.myPageLink}</a>
      </p>
      {homeScreenHint && needsHomeScreenForPush() && <p className="naya-info">{m.homeScreenHint}</p>}
      {verified === null ? (
        verifyStep && (
          <verifyStep.VerifyStep copy={verifyStep.copy} host={leadGenHost} leadId={after.leadId} phone={phone} onFinish={after.finish} />
        )
      ) : redirectUrl ? (
        <p>{m.redirecting}</p>
      ) : (
        showOffers !== false && (
          <>
            {verified && <p className="naya-info">{verifyStep?.copy.verified}</p>}
            <p>{m.successOffers}</p>
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
        )
      )}
    </div>
  );
}
