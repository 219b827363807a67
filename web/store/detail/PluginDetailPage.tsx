import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';

export function PluginDetailPage() {
  const { t } = useTranslation();
  const { did, version } = useParams();
  return (
    <PlaceholderPage
      testId="plugin-detail"
      title={version ? `${did} @ ${version}` : (did ?? t('store.detail.title'))}
      emptyTitle={t('store.detail.emptyTitle')}
      emptyDescription={t('store.detail.emptyDescription')}
    />
  );
}
