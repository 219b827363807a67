import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function DeveloperPluginsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage testId="developer-plugins" title={t('store.developer.plugins')} emptyTitle={t('store.comingSoon')} />;
}
