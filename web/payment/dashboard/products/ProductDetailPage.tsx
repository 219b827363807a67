import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Menu, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { formatTime } from '../../../lib/time';
import { formatPrice } from '../shared/amount';
import { CopyField } from '../shared/CopyField';
import { DetailRow } from '../shared/DetailRow';
import { confirmAction, toastError, toastSuccess } from '../shared/feedback';
import { PageHeader } from '../shared/PageHeader';
import { dashboardPaths } from '../shared/paths';
import { LoadError } from '../shared/LoadError';
import { Section } from '../shared/Section';
import { ActiveBadge } from '../shared/StatusBadge';
import type { Price, Product } from '../shared/types';
import { useCurrencyMap, usePaymentCurrencies } from '../payment-methods/fetch-payment-currencies';
import { useArchivePrice } from './archive-price';
import { useArchiveProduct } from './archive-product';
import { useDeletePrice } from './delete-price';
import { useDeleteProduct } from './delete-product';
import { useProduct } from './fetch-product';
import { PriceDialog } from './PriceDialog';
import { ProductForm } from './ProductForm';
import { useUpdatePrice } from './put-price';
import { useUpdateProduct } from './put-product';

function isLocked(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'RESOURCE_LOCKED' || error.code === 'RESOURCE_IN_USE');
}

function PriceRows({ product }: { product: Product }) {
  const { t } = useTranslation();
  const currencies = useCurrencyMap();
  const currencyList = usePaymentCurrencies().data?.list ?? [];
  const archive = useArchivePrice();
  const remove = useDeletePrice();
  const update = useUpdatePrice();
  const setDefault = useUpdateProduct();
  const [editing, setEditing] = useState<Price | null>(null);
  const [adding, setAdding] = useState(false);

  const confirmDelete = (price: Price) =>
    confirmAction({
      title: t('dashboard.prices.deleteTitle'),
      message: t('dashboard.prices.deleteMessage'),
      confirm: t('dashboard.actions.delete'),
      cancel: t('common.cancel'),
      danger: true,
      onConfirm: () =>
        remove.mutate(price.id, {
          onSuccess: () => toastSuccess(t('dashboard.prices.deleted')),
          onError: (error) => (isLocked(error) ? toastError(new Error(t('dashboard.prices.deleteLocked'))) : toastError(error)),
        }),
    });

  return (
    <Section
      title={t('dashboard.prices.title')}
      actions={
        <Button size="xs" onClick={() => setAdding(true)} disabled={!product.active} data-testid="price-new">
          {t('dashboard.prices.add')}
        </Button>
      }
    >
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="sm" data-testid="price-list">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('dashboard.prices.amount')}</Table.Th>
              <Table.Th>{t('dashboard.prices.lookupKey')}</Table.Th>
              <Table.Th>{t('dashboard.status.label')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {product.prices.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text c="dimmed" ta="center" py="md">
                    {t('dashboard.products.noPrices')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {product.prices.map((price) => (
              <Table.Tr key={price.id} data-testid="price-row">
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {formatPrice(price, currencies.get(price.currency_id), t)}
                    </Text>
                    {price.nickname ? (
                      <Text size="xs" c="dimmed">
                        {price.nickname}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>{price.lookup_key ? <CopyField value={price.lookup_key} /> : <Text c="dimmed">—</Text>}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <ActiveBadge active={price.active} />
                    {price.id === product.default_price_id ? <Badge variant="outline">{t('dashboard.prices.default')}</Badge> : null}
                    {price.locked ? (
                      <Badge variant="light" color="yellow">
                        {t('dashboard.status.inUse')}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <Button size="xs" variant="subtle" data-testid="price-actions">
                        {t('dashboard.actions.more')}
                      </Button>
                    </Menu.Target>
                    <Menu.Dropdown>
                      <Menu.Item onClick={() => setEditing(price)}>{t('dashboard.actions.edit')}</Menu.Item>
                      {price.active && price.id !== product.default_price_id ? (
                        <Menu.Item
                          onClick={() =>
                            setDefault.mutate(
                              { id: product.id, body: { default_price_id: price.id } },
                              { onSuccess: () => toastSuccess(t('dashboard.prices.defaultSet')), onError: toastError },
                            )
                          }
                        >
                          {t('dashboard.prices.makeDefault')}
                        </Menu.Item>
                      ) : null}
                      {price.active ? (
                        <Menu.Item
                          onClick={() =>
                            archive.mutate(price.id, { onSuccess: () => toastSuccess(t('dashboard.prices.archived')), onError: toastError })
                          }
                        >
                          {t('dashboard.actions.archive')}
                        </Menu.Item>
                      ) : (
                        <Menu.Item
                          onClick={() =>
                            update.mutate(
                              { id: price.id, body: { active: true } },
                              { onSuccess: () => toastSuccess(t('dashboard.prices.restored')), onError: toastError },
                            )
                          }
                        >
                          {t('dashboard.actions.restore')}
                        </Menu.Item>
                      )}
                      <Menu.Item color="red" onClick={() => confirmDelete(price)}>
                        {t('dashboard.actions.delete')}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <PriceDialog opened={adding} productId={product.id} currencies={currencyList} onClose={() => setAdding(false)} />
      <PriceDialog
        opened={editing !== null}
        productId={product.id}
        price={editing ?? undefined}
        currencies={currencyList}
        onClose={() => setEditing(null)}
      />
    </Section>
  );
}

export function ProductDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: product, isPending, error, refetch } = useProduct(id);
  const archive = useArchiveProduct();
  const restore = useUpdateProduct();
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState(false);
  const back = { to: dashboardPaths.products, label: t('dashboard.products.title') };

  if (isPending) {
    return (
      <Stack gap="md" data-testid="product-loading">
        <Skeleton height={32} width="40%" />
        <Skeleton height={160} />
        <Skeleton height={200} />
      </Stack>
    );
  }
  if (error) {
    return (
      <Stack gap="md">
        <PageHeader title={t('dashboard.products.title')} back={back} />
        <LoadError error={error} onRetry={() => void refetch()} />
      </Stack>
    );
  }

  const confirmDelete = () =>
    confirmAction({
      title: t('dashboard.products.deleteTitle'),
      message: t('dashboard.products.deleteMessage', { name: product.name }),
      confirm: t('dashboard.actions.delete'),
      cancel: t('common.cancel'),
      danger: true,
      onConfirm: () =>
        remove.mutate(product.id, {
          onSuccess: () => {
            toastSuccess(t('dashboard.products.deleted', { name: product.name }));
            void navigate(dashboardPaths.products);
          },
          onError: (err) => (isLocked(err) ? toastError(new Error(t('dashboard.products.deleteLocked'))) : toastError(err)),
        }),
    });

  const confirmArchive = () =>
    confirmAction({
      title: t('dashboard.products.archiveTitle'),
      message: t('dashboard.products.archiveMessage', { name: product.name }),
      confirm: t('dashboard.actions.archive'),
      cancel: t('common.cancel'),
      onConfirm: () => archive.mutate(product.id, { onSuccess: () => toastSuccess(t('dashboard.products.archived')), onError: toastError }),
    });

  return (
    <Stack gap="lg" data-testid="product-detail">
      <PageHeader
        title={product.name}
        back={back}
        badges={
          <>
            <ActiveBadge active={product.active} />
            {product.locked ? (
              <Badge variant="light" color="yellow">
                {t('dashboard.status.inUse')}
              </Badge>
            ) : null}
          </>
        }
        actions={
          <>
            <Button variant="default" size="xs" onClick={() => setEditing((v) => !v)} data-testid="product-edit">
              {t(editing ? 'common.cancel' : 'dashboard.actions.edit')}
            </Button>
            {product.active ? (
              <Button variant="default" size="xs" onClick={confirmArchive} loading={archive.isPending} data-testid="product-archive">
                {t('dashboard.actions.archive')}
              </Button>
            ) : (
              <Button
                variant="default"
                size="xs"
                loading={restore.isPending}
                onClick={() =>
                  restore.mutate({ id: product.id, body: { active: true } }, { onSuccess: () => toastSuccess(t('dashboard.products.restored')), onError: toastError })
                }
                data-testid="product-restore"
              >
                {t('dashboard.actions.restore')}
              </Button>
            )}
            <Button color="red" variant="light" size="xs" onClick={confirmDelete} loading={remove.isPending} data-testid="product-delete">
              {t('dashboard.actions.delete')}
            </Button>
          </>
        }
      />
      {product.locked ? (
        <Alert color="yellow" data-testid="product-locked">
          {t('dashboard.products.lockedHint')}
        </Alert>
      ) : null}
      <Card withBorder padding="lg">
        {editing ? (
          <ProductForm product={product} onSaved={() => setEditing(false)} onCancel={() => setEditing(false)} />
        ) : (
          <Stack gap="xs">
            <DetailRow label={t('dashboard.id')}>
              <CopyField value={product.id} />
            </DetailRow>
            <DetailRow label={t('dashboard.products.descriptionField')}>{product.description || '—'}</DetailRow>
            <DetailRow label={t('dashboard.products.type')}>{t(`dashboard.products.types.${product.type}`)}</DetailRow>
            <DetailRow label={t('dashboard.products.statementDescriptor')}>{product.statement_descriptor || '—'}</DetailRow>
            <DetailRow label={t('dashboard.products.unitLabel')}>{product.unit_label || '—'}</DetailRow>
            <DetailRow label={t('dashboard.created')}>{formatTime(product.created_at)}</DetailRow>
          </Stack>
        )}
      </Card>
      <PriceRows product={product} />
    </Stack>
  );
}
