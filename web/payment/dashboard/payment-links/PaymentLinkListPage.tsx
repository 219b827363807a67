import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/time';
import { CopyField } from '../shared/CopyField';
import { ActiveFilter, activeQuery, type ActiveFilterValue } from '../shared/ActiveFilter';
import { DataTable, type Column } from '../shared/DataTable';
import { PageHeader } from '../shared/PageHeader';
import { dashboardPaths } from '../shared/paths';
import { ActiveBadge } from '../shared/StatusBadge';
import { useTableState } from '../shared/table-state';
import type { PaymentLink } from '../shared/types';
import { usePaymentLinks } from './fetch-payment-links';
import { absoluteLinkUrl, linkTitle } from './link-url';

export function PaymentLinkListPage() {
  const { t } = useTranslation();
  const table = useTableState();
  const [status, setStatus] = useState<ActiveFilterValue>('all');
  const { data, isPending, isFetching, error, refetch } = usePaymentLinks({
    page: table.page,
    pageSize: table.pageSize,
    active: activeQuery(status),
  });

  const columns: Column<PaymentLink>[] = [
    {
      key: 'name',
      header: t('dashboard.paymentLinks.name'),
      cell: (link) => (
        <Stack gap={0}>
          <Anchor component={Link} to={dashboardPaths.paymentLink(link.id)} fw={500}>
            {linkTitle(link, link.id)}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('dashboard.paymentLinks.itemCount', { count: link.line_items.length })}
            {link.donation_settings ? ` · ${t('dashboard.paymentLinks.donationBadge')}` : ''}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'url',
      header: t('dashboard.paymentLinks.url'),
      cell: (link) => <CopyField value={absoluteLinkUrl(link.url)} display={link.url} />,
      visibleFrom: 'sm',
    },
    { key: 'status', header: t('dashboard.status.label'), cell: (link) => <ActiveBadge active={link.active} />, nowrap: true },
    { key: 'created', header: t('dashboard.created'), cell: (link) => formatDate(link.created_at), visibleFrom: 'md', nowrap: true },
  ];

  return (
    <Stack gap="lg" data-testid="payment-links-page">
      <PageHeader
        title={t('dashboard.paymentLinks.title')}
        description={t('dashboard.paymentLinks.description')}
        actions={
          <Button component={Link} to={dashboardPaths.newPaymentLink} data-testid="payment-link-new">
            {t('dashboard.paymentLinks.new')}
          </Button>
        }
      />
      <Group>
        <ActiveFilter
          value={status}
          onChange={(value) => {
            setStatus(value);
            table.reset();
          }}
        />
      </Group>
      <DataTable
        columns={columns}
        rows={data?.list}
        count={data?.count ?? 0}
        rowKey={(link) => link.id}
        state={table}
        loading={isPending || isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty={<Text c="dimmed">{t(status === 'all' ? 'dashboard.paymentLinks.empty' : 'dashboard.paymentLinks.emptyFiltered')}</Text>}
        rowTestId="payment-link-row"
        data-testid="payment-link-list"
      />
    </Stack>
  );
}
