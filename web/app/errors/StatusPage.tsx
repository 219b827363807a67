import { useTranslation } from 'react-i18next';
import { ResultPage } from '../../components/ResultPage';

export const STATUS_CODES = [400, 403, 404, 500] as const;
export type StatusCode = (typeof STATUS_CODES)[number];

export function StatusPage({ status }: { status: StatusCode }) {
  const { t } = useTranslation();
  return <ResultPage title={status} description={t(`errors.status.${status}`)} data-testid={`status-${status}`} />;
}
