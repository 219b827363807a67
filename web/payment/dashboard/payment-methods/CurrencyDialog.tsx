import { useState, type FormEvent } from 'react';
import { Group, Modal, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paymentCurrencyCreateBody, type PaymentCurrencyCreate } from '@common/payment/catalog.ts';
import { DEFAULT_PRECISION } from '../shared/amount';
import { zodFieldErrors, type FieldErrors } from '../shared/form-errors';
import { FormActions } from '../shared/FormActions';
import { toastSuccess } from '../shared/feedback';
import type { PaymentMethod } from '../shared/types';
import { useFormErrors } from '../shared/use-form-errors';
import { useCreatePaymentCurrency } from './post-payment-currency';

type Props = { method: PaymentMethod; onClose(): void };

const CURRENCY_FIELDS = ['name', 'symbol', 'decimal', 'maximum_precision', 'contract', 'type', 'active', 'is_base_currency'];

function CurrencyForm({ method, onClose }: Props) {
  const { t } = useTranslation();
  const create = useCreatePaymentCurrency();
  const [name, setName] = useState('');
  const [symbol, setSymbol] = useState('');
  const [decimal, setDecimal] = useState<number | string>(18);
  const [precision, setPrecision] = useState<number | string>('');
  const [contract, setContract] = useState('');
  const [type, setType] = useState<'standard' | 'credit'>('standard');
  const [active, setActive] = useState(true);
  const [base, setBase] = useState(false);
  const { errors, failure, check, fail } = useFormErrors(CURRENCY_FIELDS);
  const busy = create.isPending;
  const decimals = decimal === '' ? NaN : Number(decimal);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body: PaymentCurrencyCreate = {
      payment_method_id: method.id,
      name: name.trim(),
      symbol: symbol.trim(),
      decimal: decimals,
      type,
      active,
      is_base_currency: base,
    };
    if (precision !== '') body.maximum_precision = Number(precision);
    if (contract.trim()) body.contract = contract.trim();
    const found: FieldErrors = {};
    if (!body.name) found.name = t('dashboard.form.required');
    if (!body.symbol) found.symbol = t('dashboard.form.required');
    if (decimal === '') found.decimal = t('dashboard.form.required');
    const checked = paymentCurrencyCreateBody.safeParse(body);
    if (!checked.success) for (const [path, message] of Object.entries(zodFieldErrors(checked.error))) found[path] ??= message;
    if (!check(found)) return;
    create.mutate(body, {
      onSuccess: (currency) => {
        toastSuccess(t('dashboard.currencies.created', { symbol: currency.symbol }));
        onClose();
      },
      onError: (error) => fail(error),
    });
  };

  return (
    <form onSubmit={submit} noValidate data-testid="currency-form">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('dashboard.currencies.name')}
            withAsterisk
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            maxLength={100}
            disabled={busy}
            data-testid="currency-name"
          />
          <TextInput
            label={t('dashboard.currencies.symbol')}
            withAsterisk
            value={symbol}
            onChange={(event) => setSymbol(event.currentTarget.value)}
            error={errors.symbol}
            maxLength={20}
            disabled={busy}
            data-testid="currency-symbol"
          />
          <NumberInput
            label={t('dashboard.currencies.decimal')}
            description={t('dashboard.currencies.decimalHint')}
            withAsterisk
            min={0}
            max={18}
            allowDecimal={false}
            allowNegative={false}
            value={decimal}
            onChange={setDecimal}
            error={errors.decimal}
            disabled={busy}
            data-testid="currency-decimal"
          />
          <NumberInput
            label={t('dashboard.currencies.precision')}
            description={t('dashboard.currencies.precisionHint', {
              precision: Number.isFinite(decimals) ? Math.min(DEFAULT_PRECISION, decimals) : DEFAULT_PRECISION,
            })}
            min={0}
            max={18}
            allowDecimal={false}
            allowNegative={false}
            value={precision}
            onChange={setPrecision}
            error={errors.maximum_precision}
            disabled={busy}
          />
        </SimpleGrid>
        <TextInput
          label={t('dashboard.currencies.contract')}
          description={t('dashboard.currencies.contractHint')}
          value={contract}
          onChange={(event) => setContract(event.currentTarget.value)}
          error={errors.contract}
          maxLength={200}
          disabled={busy}
        />
        <Select
          label={t('dashboard.currencies.type')}
          data={[
            { value: 'standard', label: t('dashboard.currencies.types.standard') },
            { value: 'credit', label: t('dashboard.currencies.types.credit') },
          ]}
          value={type}
          onChange={(value) => value && setType(value as 'standard' | 'credit')}
          allowDeselect={false}
          disabled={busy}
        />
        <Group gap="xl">
          <Switch label={t('dashboard.status.active')} checked={active} onChange={(event) => setActive(event.currentTarget.checked)} disabled={busy} />
          <Switch
            label={t('dashboard.currencies.base')}
            checked={base}
            onChange={(event) => setBase(event.currentTarget.checked)}
            disabled={busy}
          />
        </Group>
        <FormActions failure={failure} busy={busy} submitLabel={t('dashboard.currencies.add')} submitTestId="currency-submit" onCancel={onClose} />
      </Stack>
    </form>
  );
}

/** Adds a currency to a payment method. */
export function CurrencyDialog({ method, opened, onClose }: Partial<Props> & { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened && !!method} onClose={onClose} title={t('dashboard.currencies.addTo', { name: method?.name ?? '' })} size="lg" centered>
      {opened && method ? <CurrencyForm method={method} onClose={onClose} /> : null}
    </Modal>
  );
}
