import { useState, type FormEvent } from 'react';
import { Modal, PasswordInput, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHOD_TYPES } from '@common/payment/catalog.ts';
import { fieldError } from '../shared/form-errors';
import { FormActions } from '../shared/FormActions';
import { toastSuccess } from '../shared/feedback';
import type { PaymentMethod, PaymentMethodType } from '../shared/types';
import { useFormErrors } from '../shared/use-form-errors';
import { checkMethod, SETTING_FIELDS, settingsBody, settingValues } from './method-settings';
import { useCreatePaymentMethod } from './post-payment-method';
import { useUpdatePaymentMethod } from './put-payment-method';

type Props = { method?: PaymentMethod; onClose(): void };

const METHOD_FIELDS = ['type', 'name', 'description', 'settings'];

function MethodForm({ method, onClose }: Props) {
  const { t } = useTranslation();
  const create = useCreatePaymentMethod();
  const update = useUpdatePaymentMethod();
  const [type, setType] = useState<PaymentMethodType>(method?.type ?? 'ethereum');
  const [name, setName] = useState(method?.name ?? '');
  const [description, setDescription] = useState(method?.description ?? '');
  const [settings, setSettings] = useState(() => settingValues(method?.type ?? 'ethereum', method));
  const { errors, failure, check, fail } = useFormErrors(METHOD_FIELDS);
  const busy = create.isPending || update.isPending;

  const chooseType = (next: PaymentMethodType) => {
    setType(next);
    setSettings(settingValues(next));
    check({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = { type, name: name.trim(), description: description.trim(), settings: settingsBody(type, settings) };
    if (!check(checkMethod(body, t, method))) return;
    const handlers = {
      onSuccess: () => {
        toastSuccess(t(method ? 'dashboard.paymentMethods.saved' : 'dashboard.paymentMethods.created'));
        onClose();
      },
      onError: (error: unknown) => fail(error),
    };
    if (method) update.mutate({ id: method.id, body: { name: body.name, description: body.description, settings: body.settings } }, handlers);
    else create.mutate(body, handlers);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="payment-method-form">
      <Stack gap="sm">
        <Select
          label={t('dashboard.paymentMethods.type')}
          withAsterisk
          data={PAYMENT_METHOD_TYPES.map((value) => ({ value, label: t(`dashboard.paymentMethods.types.${value}`) }))}
          value={type}
          onChange={(value) => value && chooseType(value as PaymentMethodType)}
          disabled={busy || !!method}
          allowDeselect={false}
          data-testid="payment-method-type"
        />
        <TextInput
          label={t('dashboard.paymentMethods.name')}
          withAsterisk
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.name}
          maxLength={100}
          disabled={busy}
          data-testid="payment-method-name"
        />
        <Textarea
          label={t('dashboard.paymentMethods.descriptionField')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={errors.description}
          maxLength={1000}
          autosize
          minRows={1}
          disabled={busy}
        />
        {SETTING_FIELDS[type].map((field) => {
          const label = t(`dashboard.paymentMethods.settings.${field.key}`);
          const error = fieldError(errors, `settings.${field.key}`);
          const value = settings[field.key] ?? '';
          const onChange = (next: string) => setSettings((current) => ({ ...current, [field.key]: next }));
          if (field.kind === 'select') {
            return (
              <Select
                key={field.key}
                label={label}
                data={[...(field.options ?? [])]}
                value={value || null}
                onChange={(next) => onChange(next ?? '')}
                error={error}
                disabled={busy}
                allowDeselect={false}
              />
            );
          }
          if (field.kind === 'secret') {
            const kept = !!method?.has_secret_settings;
            return (
              <PasswordInput
                key={field.key}
                label={label}
                withAsterisk={field.required && !kept}
                description={kept ? t('dashboard.paymentMethods.secretKept') : t('dashboard.paymentMethods.secretWriteOnly')}
                value={value}
                onChange={(event) => onChange(event.currentTarget.value)}
                error={error}
                placeholder={field.placeholder}
                autoComplete="off"
                disabled={busy}
                data-testid={`setting-${field.key}`}
              />
            );
          }
          return (
            <TextInput
              key={field.key}
              label={label}
              withAsterisk={field.required}
              value={value}
              onChange={(event) => onChange(event.currentTarget.value)}
              error={error}
              placeholder={field.placeholder}
              inputMode={field.kind === 'number' ? 'numeric' : undefined}
              disabled={busy}
              data-testid={`setting-${field.key}`}
            />
          );
        })}
        <FormActions
          failure={failure}
          busy={busy}
          submitLabel={t(method ? 'dashboard.form.save' : 'dashboard.paymentMethods.create')}
          submitTestId="payment-method-submit"
          onCancel={onClose}
        />
      </Stack>
    </form>
  );
}

/** Adds a payment method with the settings of its kind, or edits one. */
export function PaymentMethodDialog({ opened, ...props }: Props & { opened: boolean }) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={props.onClose} title={t(props.method ? 'dashboard.paymentMethods.edit' : 'dashboard.paymentMethods.new')} size="lg" centered>
      {opened ? <MethodForm {...props} /> : null}
    </Modal>
  );
}
