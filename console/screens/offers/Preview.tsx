// The offer's card as visitors see it, in Sinhala, Tamil and English, from the editor's current values.
import type { Offer } from '../../../common/domain/offer';
import { OfferCard } from '../../../widgets/offers/OfferCard';
import { messagesFor } from '../../../widgets/i18n';
import '../../../widgets/i18n/all'; // the preview shows every language's copy

const LANGUAGE = { si: 'Sinhala', ta: 'Tamil', en: 'English' } as const;

export function Preview({ offer }: { offer: Offer }) {
  return (
    <div className="previews">
      {(['si', 'ta', 'en'] as const).map((lang) => (
        <section key={lang} lang={`${lang}-LK`} aria-label={`Preview in ${LANGUAGE[lang]}`}>
          <h3>{LANGUAGE[lang]}</h3>
          <ul className="naya-cards">
            <OfferCard
              offer={offer}
              lang={lang}
              m={messagesFor(lang)}
              loan={{ amount: offer.amount_min, termDays: offer.term_min_days }}
              logo=""
              leadId={null}
              compared={false}
              compareDisabled
              onCompare={() => undefined}
              onOpen={(_o, e) => e.preventDefault()}
            />
          </ul>
        </section>
      ))}
    </div>
  );
}
