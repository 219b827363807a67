import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function StoreListPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      testId="store-list"
      title={t('store.list.title')}
      emptyTitle={t('store.list.emptyTitle')}
      emptyDescription={t('store.list.emptyDescription')}
    />
  );
}
