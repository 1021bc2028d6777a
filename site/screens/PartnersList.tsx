// The lenders on Naya, from the offers configuration at build time.
import { usePage } from '../app/context';
import type { Lender } from '../app/content-types';
import { Layout } from '../components/Layout';
import { localize } from '../routes';

export interface PartnersListData {
  lenders: Lender[];
  /** Says that the lenders are examples, while the offers file holds demo offers. */
  demoNote?: string;
}

function LenderCard({ lender }: { lender: Lender }) {
  const { lang, t } = usePage();
  const href = `${localize('/transition/', lang)}?offer_id=${encodeURIComponent(lender.offer_id)}`;
  return (
    <li className="card lender">
      {lender.logo ? (
        <img
          className="lender-logo"
          src={lender.logo}
          width={160}
          height={48}
          alt={t('lenders.logoAlt', { name: lender.name })}
          loading="lazy"
        />
      ) : null}
      <h2 className="card-title">{lender.name}</h2>
      <dl className="facts">
        <div>
          <dt>{t('lenders.amount')}</dt>
          <dd>{lender.amountLabel}</dd>
        </div>
        {lender.termLabel ? (
          <div>
            <dt>{t('lenders.term')}</dt>
            <dd>{lender.termLabel}</dd>
          </div>
        ) : null}
        {lender.rate !== undefined ? (
          <div>
            <dt>{t('lenders.rate')}</dt>
            <dd>
              {t('lenders.fromRate', { rate: lender.rate, type: t(lender.rateType === 'reducing' ? 'lenders.reducing' : 'lenders.flat') })}
            </dd>
          </div>
        ) : null}
      </dl>
      {lender.licence ? <p className="muted small">{lender.licence}</p> : null}
      <a
        className="button"
        href={href}
        data-track="offer_click"
        data-offer-id={lender.offer_id}
        aria-label={`${t('lenders.apply')}: ${lender.name}`}
      >
        {t('lenders.apply')}
      </a>
    </li>
  );
}

export default function PartnersList({ data }: { data: PartnersListData }) {
  const { t } = usePage();
  return (
    <Layout>
      <div className="wrap page">
        <h1>{t('lenders.title')}</h1>
        <p className="lead">{t('lenders.intro')}</p>
        {data.demoNote ? (
          <p className="notice" role="note">
            {data.demoNote}
          </p>
        ) : null}
        <ul className="cards lenders">
          {data.lenders.map((l) => (
            <LenderCard key={l.offer_id} lender={l} />
          ))}
        </ul>
      </div>
    </Layout>
  );
}
