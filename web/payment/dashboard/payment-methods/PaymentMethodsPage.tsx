import { useState } from 'react';
import { Badge, Button, Center, Code, Group, Skeleton, Stack, Switch, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../shared/CopyField';
import { DetailRow } from '../shared/DetailRow';
import { toastError, toastSuccess } from '../shared/feedback';
import { LoadError } from '../shared/LoadError';
import { PageHeader } from '../shared/PageHeader';
import { Section } from '../shared/Section';
import type { Currency, PaymentMethod } from '../shared/types';
import { CurrencyDialog } from './CurrencyDialog';
import { usePaymentMethods } from './fetch-payment-methods';
import { SETTING_FIELDS } from './method-settings';
import { PaymentMethodDialog } from './PaymentMethodDialog';
import { useUpdatePaymentCurrency } from './put-payment-currency';
import { useUpdatePaymentMethod } from './put-payment-method';

function CurrencyRows({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation();
  const update = useUpdatePaymentCurrency();
  const pending = update.isPending ? update.variables?.id : undefined;
  const change = (currency: Currency, body: { active?: boolean; is_base_currency?: boolean }, message: string) =>
    update.mutate({ id: currency.id, body }, { onSuccess: () => toastSuccess(message), onError: toastError });

  if (method.payment_currencies.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('dashboard.currencies.empty')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" data-testid="currency-list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('dashboard.currencies.symbol')}</Table.Th>
            <Table.Th>{t('dashboard.currencies.decimal')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('dashboard.currencies.contract')}</Table.Th>
            <Table.Th>{t('dashboard.currencies.base')}</Table.Th>
            <Table.Th>{t('dashboard.status.active')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {method.payment_currencies.map((currency) => (
            <Table.Tr key={currency.id} data-testid="currency-row">
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {currency.symbol}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {currency.name}
                    {currency.type === 'credit' ? ` · ${t('dashboard.currencies.types.credit')}` : ''}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {t('dashboard.currencies.decimals', { decimal: currency.decimal, precision: currency.maximum_precision ?? '—' })}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="sm">{currency.contract ? <CopyField value={currency.contract} /> : '—'}</Table.Td>
              <Table.Td>
                {currency.is_base_currency ? (
                  <Badge color="blue" variant="light" data-testid="currency-base">
                    {t('dashboard.currencies.base')}
                  </Badge>
                ) : (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    disabled={!currency.active || pending === currency.id}
                    onClick={() => change(currency, { is_base_currency: true }, t('dashboard.currencies.baseSet', { symbol: currency.symbol }))}
                    data-testid="currency-make-base"
                  >
                    {t('dashboard.currencies.makeBase')}
                  </Button>
                )}
              </Table.Td>
              <Table.Td>
                <Switch
                  checked={currency.active}
                  disabled={pending === currency.id}
                  onChange={(event) =>
                    change(
                      currency,
                      { active: event.currentTarget.checked },
                      t(event.currentTarget.checked ? 'dashboard.currencies.enabled' : 'dashboard.currencies.disabled', { symbol: currency.symbol }),
                    )
                  }
                  aria-label={t('dashboard.currencies.toggle', { symbol: currency.symbol })}
                  data-testid="currency-active"
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MethodCard({ method, onEdit, onAddCurrency }: { method: PaymentMethod; onEdit(): void; onAddCurrency(): void }) {
  const { t } = useTranslation();
  const update = useUpdatePaymentMethod();
  const visibleSettings = SETTING_FIELDS[method.type].filter((field) => field.kind !== 'secret' && method.settings[field.key] !== undefined);
  return (
    <Section
      data-testid="payment-method"
      title={
        <Group gap="xs">
          <span>{method.name}</span>
          <Badge variant="light">{t(`dashboard.paymentMethods.types.${method.type}`)}</Badge>
          {method.has_secret_settings ? (
            <Badge variant="outline" color="gray">
              {t('dashboard.paymentMethods.secretsStored')}
            </Badge>
          ) : null}
        </Group>
      }
      actions={
        <Group gap="xs">
          <Switch
            label={t('dashboard.status.active')}
            checked={method.active}
            disabled={update.isPending}
            onChange={(event) => {
              const active = event.currentTarget.checked;
              update.mutate(
                { id: method.id, body: { active } },
                {
                  onSuccess: () => toastSuccess(t(active ? 'dashboard.paymentMethods.enabled' : 'dashboard.paymentMethods.disabled', { name: method.name })),
                  onError: toastError,
                },
              );
            }}
            data-testid="payment-method-active"
          />
          <Button size="xs" variant="default" onClick={onEdit} data-testid="payment-method-edit">
            {t('dashboard.actions.edit')}
          </Button>
          <Button size="xs" variant="light" onClick={onAddCurrency} data-testid="currency-new">
            {t('dashboard.currencies.add')}
          </Button>
        </Group>
      }
    >
      {method.description ? (
        <Text size="sm" c="dimmed">
          {method.description}
        </Text>
      ) : null}
      <Stack gap={4}>
        {visibleSettings.map((field) => (
          <DetailRow key={field.key} label={t(`dashboard.paymentMethods.settings.${field.key}`)}>
            <Code>{String(method.settings[field.key])}</Code>
          </DetailRow>
        ))}
      </Stack>
      <CurrencyRows method={method} />
    </Section>
  );
}

export function PaymentMethodsPage() {
  const { t } = useTranslation();
  const { data, isPending, error, refetch } = usePaymentMethods();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<PaymentMethod | null>(null);
  const [addingTo, setAddingTo] = useState<PaymentMethod | null>(null);

  let body;
  if (isPending) {
    body = (
      <Stack gap="md" data-testid="payment-methods-loading">
        <Skeleton height={180} />
        <Skeleton height={180} />
      </Stack>
    );
  } else if (error) {
    body = <LoadError error={error} onRetry={() => void refetch()} />;
  } else if (data.list.length === 0) {
    body = (
      <Center py="xl" data-testid="payment-methods-empty">
        <Stack align="center" gap="xs">
          <Text c="dimmed">{t('dashboard.paymentMethods.empty')}</Text>
          <Button variant="light" size="xs" onClick={() => setCreating(true)}>
            {t('dashboard.paymentMethods.new')}
          </Button>
        </Stack>
      </Center>
    );
  } else {
    body = (
      <Stack gap="md" data-testid="payment-method-list">
        {data.list.map((method) => (
          <MethodCard key={method.id} method={method} onEdit={() => setEditing(method)} onAddCurrency={() => setAddingTo(method)} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" data-testid="payment-methods-page">
      <PageHeader
        title={t('dashboard.paymentMethods.title')}
        description={t('dashboard.paymentMethods.description')}
        actions={
          <Button onClick={() => setCreating(true)} data-testid="payment-method-new">
            {t('dashboard.paymentMethods.new')}
          </Button>
        }
      />
      {body}
      <PaymentMethodDialog opened={creating} onClose={() => setCreating(false)} />
      <PaymentMethodDialog opened={editing !== null} method={editing ?? undefined} onClose={() => setEditing(null)} />
      <CurrencyDialog opened={addingTo !== null} method={addingTo ?? undefined} onClose={() => setAddingTo(null)} />
    </Stack>
  );
}
