import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function ConsoleCategoriesPage() {
  const { t } = useTranslation();
  return <PlaceholderPage testId="console-categories" title={t('store.console.categories')} emptyTitle={t('store.comingSoon')} />;
}
