import { Anchor, Badge, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shortDid } from '../../../lib/short-address';
import { formatDate } from '../../../lib/time';
import { DataTable, type Column } from '../shared/DataTable';
import { PageHeader } from '../shared/PageHeader';
import { dashboardPaths } from '../shared/paths';
import { useTableState } from '../shared/table-state';
import type { Customer } from '../shared/types';
import { useCustomers } from './fetch-customers';

export function CustomerListPage() {
  const { t } = useTranslation();
  const table = useTableState();
  const { data, isPending, isFetching, error, refetch } = useCustomers({ page: table.page, pageSize: table.pageSize, q: table.query || undefined });

  const columns: Column<Customer>[] = [
    {
      key: 'name',
      header: t('dashboard.customers.name'),
      cell: (customer) => (
        <Anchor component={Link} to={dashboardPaths.customer(customer.id)} fw={500}>
          {customer.name || customer.id}
        </Anchor>
      ),
    },
    { key: 'email', header: t('dashboard.customers.email'), cell: (customer) => customer.email || '—' },
    {
      key: 'did',
      header: t('dashboard.customers.did'),
      cell: (customer) => (
        <Text size="sm" ff="monospace" title={customer.did}>
          {shortDid(customer.did)}
        </Text>
      ),
      visibleFrom: 'sm',
    },
    {
      key: 'status',
      nowrap: true,
      header: t('dashboard.status.label'),
      cell: (customer) =>
        customer.delinquent ? (
          <Badge color="red" variant="light">
            {t('dashboard.customers.delinquent')}
          </Badge>
        ) : (
          <Badge color="teal" variant="light">
            {t('dashboard.customers.good')}
          </Badge>
        ),
      visibleFrom: 'sm',
    },
    { key: 'created', header: t('dashboard.created'), cell: (customer) => formatDate(customer.created_at), visibleFrom: 'md', nowrap: true },
  ];

  return (
    <Stack gap="lg" data-testid="customers-page">
      <PageHeader title={t('dashboard.customers.title')} description={t('dashboard.customers.description')} />
      <TextInput
        placeholder={t('dashboard.customers.search')}
        aria-label={t('dashboard.customers.search')}
        value={table.search}
        onChange={(event) => table.setSearch(event.currentTarget.value)}
        data-testid="customer-search"
      />
      <DataTable
        columns={columns}
        rows={data?.list}
        count={data?.count ?? 0}
        rowKey={(customer) => customer.id}
        state={table}
        loading={isPending || isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty={<Text c="dimmed">{t(table.query ? 'dashboard.customers.emptyFiltered' : 'dashboard.customers.empty')}</Text>}
        rowTestId="customer-row"
        data-testid="customer-list"
      />
    </Stack>
  );
}
