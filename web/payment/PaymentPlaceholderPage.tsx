import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../components/PlaceholderPage';

export function PaymentPlaceholderPage() {
  const { t } = useTranslation();
  return <PlaceholderPage testId="payment-placeholder" title={t('payment.title')} emptyTitle={t('payment.comingSoon')} />;
}
