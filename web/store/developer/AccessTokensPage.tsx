import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function AccessTokensPage() {
  const { t } = useTranslation();
  return <PlaceholderPage testId="access-tokens" title={t('store.developer.accessTokens')} emptyTitle={t('store.comingSoon')} />;
}
