import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function ConsolePluginsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage testId="console-plugins" title={t('store.console.plugins')} emptyTitle={t('store.comingSoon')} />;
}
