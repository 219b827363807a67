import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../shared/PageHeader';
import { dashboardPaths } from '../shared/paths';
import { PaymentLinkForm } from './PaymentLinkForm';

export function PaymentLinkNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={820}>
      <PageHeader
        title={t('dashboard.paymentLinks.new')}
        description={t('dashboard.paymentLinks.newDescription')}
        back={{ to: dashboardPaths.paymentLinks, label: t('dashboard.paymentLinks.title') }}
      />
      <PaymentLinkForm onSaved={(link) => void navigate(dashboardPaths.paymentLink(link.id))} />
    </Stack>
  );
}
