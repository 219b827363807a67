import { useState } from 'react';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/time';
import { formatPrice } from '../shared/amount';
import { ActiveFilter, activeQuery, type ActiveFilterValue } from '../shared/ActiveFilter';
import { DataTable, type Column } from '../shared/DataTable';
import { PageHeader } from '../shared/PageHeader';
import { dashboardPaths } from '../shared/paths';
import { ActiveBadge } from '../shared/StatusBadge';
import { useTableState } from '../shared/table-state';
import type { Product } from '../shared/types';
import { useCurrencyMap } from '../payment-methods/fetch-payment-currencies';
import { useProducts } from './fetch-products';

export function ProductListPage() {
  const { t } = useTranslation();
  const table = useTableState();
  const [status, setStatus] = useState<ActiveFilterValue>('all');
  const currencies = useCurrencyMap();
  const { data, isPending, isFetching, error, refetch } = useProducts({
    page: table.page,
    pageSize: table.pageSize,
    q: table.query || undefined,
    active: activeQuery(status),
  });

  const columns: Column<Product>[] = [
    {
      key: 'name',
      header: t('dashboard.products.name'),
      cell: (product) => (
        <Stack gap={0} miw={0}>
          <Anchor component={Link} to={dashboardPaths.product(product.id)} fw={500} data-testid="product-link">
            {product.name}
          </Anchor>
          {product.description ? (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {product.description}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'price',
      header: t('dashboard.products.pricing'),
      cell: (product) => {
        const prices = product.prices.filter((price) => price.active);
        const main = prices.find((price) => price.id === product.default_price_id) ?? prices[0];
        if (!main) return <Text size="sm" c="dimmed">{t('dashboard.products.noPrices')}</Text>;
        return (
          <Text size="sm" data-testid="product-price">
            {formatPrice(main, currencies.get(main.currency_id), t)}
            {prices.length > 1 ? (
              <Text span size="xs" c="dimmed">
                {' '}
                {t('dashboard.products.morePrices', { count: prices.length - 1 })}
              </Text>
            ) : null}
          </Text>
        );
      },
    },
    { key: 'type', header: t('dashboard.products.type'), cell: (product) => t(`dashboard.products.types.${product.type}`), visibleFrom: 'sm' },
    { key: 'status', header: t('dashboard.status.label'), cell: (product) => <ActiveBadge active={product.active} />, nowrap: true },
    { key: 'created', header: t('dashboard.created'), cell: (product) => formatDate(product.created_at), visibleFrom: 'md', nowrap: true },
  ];

  return (
    <Stack gap="lg" data-testid="products-page">
      <PageHeader
        title={t('dashboard.products.title')}
        description={t('dashboard.products.description')}
        actions={
          <Button component={Link} to={dashboardPaths.newProduct} data-testid="product-new">
            {t('dashboard.products.new')}
          </Button>
        }
      />
      <Group gap="sm" wrap="wrap">
        <TextInput
          placeholder={t('dashboard.products.search')}
          aria-label={t('dashboard.products.search')}
          value={table.search}
          onChange={(event) => table.setSearch(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 200 }}
          data-testid="product-search"
        />
        <ActiveFilter
          value={status}
          onChange={(value) => {
            setStatus(value);
            table.reset();
          }} data-testid="product-status-filter"
        />
      </Group>
      <DataTable
        columns={columns}
        rows={data?.list}
        count={data?.count ?? 0}
        rowKey={(product) => product.id}
        state={table}
        loading={isPending || isFetching}
        error={error}
        onRetry={() => void refetch()}
        empty={
          <Stack align="center" gap="xs">
            <Text c="dimmed">{t(table.query || status !== 'all' ? 'dashboard.products.emptyFiltered' : 'dashboard.products.empty')}</Text>
            {!table.query && status === 'all' ? (
              <Button component={Link} to={dashboardPaths.newProduct} variant="light" size="xs">
                {t('dashboard.products.new')}
              </Button>
            ) : null}
          </Stack>
        }
        rowTestId="product-row"
        data-testid="product-list"
      />
    </Stack>
  );
}
