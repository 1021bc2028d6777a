// The offers and registration widgets inside site pages. TEMPORARY placeholders until
// widgets/offers/OffersWidget.tsx and widgets/registration/RegistrationWidget.tsx land.
import { usePage } from '../app/context';

export interface OffersSlotProps {
  configURL: string;
  limit?: number;
}

export function OffersSlot({ configURL }: OffersSlotProps) {
  const { t } = usePage();
  return (
    <div className="widget-placeholder" data-naya-widget="offers" data-config-url={configURL} aria-busy="true">
      <p>{t('widget.loadingOffers')}</p>
    </div>
  );
}

export function RegistrationSlot({ redirectUrl }: { redirectUrl?: string }) {
  const { t } = usePage();
  return (
    <div className="widget-placeholder" data-naya-widget="registration" data-redirect-url={redirectUrl} aria-busy="true">
      <p>{t('widget.loadingForm')}</p>
    </div>
  );
}
