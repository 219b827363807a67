import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ResultPage } from '../../components/ResultPage';

export function OopsPage({ description }: { description?: ReactNode }) {
  const { t } = useTranslation();
  return <ResultPage title={t('errors.oops.title')} description={description ?? t('errors.oops.description')} data-testid="oops" />;
}
