import { Alert, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatError } from '../../../lib/error-text';
import { useCurrencyMap } from '../payment-methods/fetch-payment-currencies';
import { usePrices } from '../products/fetch-prices';
import { PageHeader } from '../shared/PageHeader';
import { dashboardPaths } from '../shared/paths';
import { usePaymentLink } from './fetch-payment-link';
import { PaymentLinkForm } from './PaymentLinkForm';

/** Edits a link with the builder, once the link, its prices and their currencies are loaded. */
export function PaymentLinkEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const link = usePaymentLink(id);
  // The same query the builder uses, so its amounts can be shown in their currency from the start.
  const prices = usePrices({ page: 1, pageSize: 100, active: true });
  const currencies = useCurrencyMap();
  const ready = link.isSuccess && prices.isSuccess && currencies.size > 0;
  return (
    <Stack gap="lg" maw={820}>
      <PageHeader title={t('dashboard.paymentLinks.editTitle')} back={{ to: dashboardPaths.paymentLink(id), label: link.data?.name || id }} />
      {link.isError ? <Alert color="red">{formatError(link.error)}</Alert> : null}
      {ready ? (
        <PaymentLinkForm link={link.data} onSaved={(saved) => void navigate(dashboardPaths.paymentLink(saved.id))} />
      ) : (
        <Skeleton height={320} />
      )}
    </Stack>
  );
}
