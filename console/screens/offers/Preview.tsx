// The offer's card as visitors see it, in Sinhala and English, from the editor's current values.
import type { Offer } from '../../../common/domain/offer';
import { OfferCard } from '../../../widgets/offers/OfferCard';
import { messagesFor } from '../../../widgets/i18n';
import '../../../widgets/i18n/all'; // the preview shows every language's copy

export function Preview({ offer }: { offer: Offer }) {
  return (
    <div className="previews">
      {(['si', 'en'] as const).map((lang) => (
        <section
          key={lang}
          lang={lang === 'si' ? 'si-LK' : 'en-LK'}
          aria-label={lang === 'si' ? 'Preview in Sinhala' : 'Preview in English'}
        >
          <h3>{lang === 'si' ? 'Sinhala' : 'English'}</h3>
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
