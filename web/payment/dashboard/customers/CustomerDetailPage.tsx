import { Badge, Code, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatTime } from '../../../lib/time';
import { CopyField } from '../shared/CopyField';
import { DetailRow } from '../shared/DetailRow';
import { LoadError } from '../shared/LoadError';
import { PageHeader } from '../shared/PageHeader';
import { dashboardPaths } from '../shared/paths';
import { Section } from '../shared/Section';
import type { Customer } from '../shared/types';
import { EventTable } from '../events/EventTable';
import { useCustomer } from './fetch-customer';

function addressLines(address: Customer['address']): string[] {
  const cityLine = [address.postal_code, address.city, address.state].filter(Boolean).join(' ');
  return [address.line1, address.line2, cityLine, address.country?.toUpperCase()].filter((line): line is string => !!line);
}

export function CustomerDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data: customer, isPending, error, refetch } = useCustomer(id);
  const back = { to: dashboardPaths.customers, label: t('dashboard.customers.title') };

  if (isPending) {
    return (
      <Stack gap="md" data-testid="customer-loading">
        <Skeleton height={32} width="40%" />
        <Skeleton height={180} />
      </Stack>
    );
  }
  if (error) {
    return (
      <Stack gap="md">
        <PageHeader title={t('dashboard.customers.title')} back={back} />
        <LoadError error={error} onRetry={() => void refetch()} />
      </Stack>
    );
  }

  const address = addressLines(customer.address ?? {});
  const metadata = Object.keys(customer.metadata ?? {}).length ? JSON.stringify(customer.metadata, null, 2) : null;
  return (
    <Stack gap="lg" data-testid="customer-detail">
      <PageHeader
        title={customer.name || customer.email || customer.id}
        back={back}
        badges={
          customer.delinquent ? (
            <Badge color="red" variant="light">
              {t('dashboard.customers.delinquent')}
            </Badge>
          ) : null
        }
      />
      <Section title={t('dashboard.customers.profile')}>
        <DetailRow label={t('dashboard.id')}>
          <CopyField value={customer.id} />
        </DetailRow>
        <DetailRow label={t('dashboard.customers.did')}>
          <CopyField value={customer.did} />
        </DetailRow>
        <DetailRow label={t('dashboard.customers.name')}>{customer.name || '—'}</DetailRow>
        <DetailRow label={t('dashboard.customers.email')}>{customer.email || '—'}</DetailRow>
        <DetailRow label={t('dashboard.customers.phone')}>{customer.phone || '—'}</DetailRow>
        <DetailRow label={t('dashboard.customers.address')}>
          {address.length ? address.map((line) => <div key={line}>{line}</div>) : '—'}
        </DetailRow>
        <DetailRow label={t('dashboard.customers.invoicePrefix')}>{customer.invoice_prefix || '—'}</DetailRow>
        <DetailRow label={t('dashboard.created')}>{formatTime(customer.created_at)}</DetailRow>
        {metadata ? (
          <DetailRow label={t('dashboard.metadata')}>
            <Code block>{metadata}</Code>
          </DetailRow>
        ) : null}
      </Section>
      <Section title={t('dashboard.events.title')}>
        <EventTable objectId={customer.id} />
      </Section>
    </Stack>
  );
}
