import type { TFunction } from 'i18next';
import { paymentMethodCreateBody, paymentMethodSettings, SECRET_SETTING_KEYS } from '@common/payment/catalog.ts';
import { TESTNET_RPC_PATH } from '@common/testnet.ts';
import { zodFieldErrors, type FieldErrors } from '../shared/form-errors';
import type { PaymentMethod, PaymentMethodType } from '../shared/types';

export type SettingField = {
  key: string;
  kind: 'text' | 'number' | 'select' | 'secret';
  required?: boolean;
  options?: readonly string[];
  placeholder?: string;
  initial?: string;
};

const evm: SettingField[] = [
  { key: 'chain_id', kind: 'number', required: true, placeholder: '1' },
  { key: 'rpc_url', kind: 'text', required: true, placeholder: `https://… or ${TESTNET_RPC_PATH}` },
  { key: 'explorer_host', kind: 'text', placeholder: 'https://etherscan.io' },
  { key: 'collector_address', kind: 'text', required: true, placeholder: '0x…' },
  { key: 'confirmation_blocks', kind: 'number', initial: '1' },
];

/** The settings each kind of method takes (see paymentMethodSettings); secrets are write-only. */
export const SETTING_FIELDS: Record<PaymentMethodType, SettingField[]> = {
  ethereum: evm,
  base: evm,
  arcblock: [
    { key: 'chain_id', kind: 'text', required: true },
    { key: 'api_host', kind: 'text', required: true, placeholder: 'https://' },
    { key: 'explorer_host', kind: 'text', placeholder: 'https://' },
    { key: 'collector_address', kind: 'text', required: true },
  ],
  bitcoin: [
    { key: 'network', kind: 'select', options: ['mainnet', 'testnet', 'regtest'], initial: 'mainnet' },
    { key: 'api_host', kind: 'text', required: true, placeholder: 'https://' },
    { key: 'explorer_host', kind: 'text', placeholder: 'https://' },
    { key: 'collector_address', kind: 'text', required: true },
  ],
  stripe: [
    { key: 'dashboard', kind: 'text', initial: 'https://dashboard.stripe.com' },
    { key: 'publishable_key', kind: 'text', required: true, placeholder: 'pk_test_…' },
    { key: 'secret_key', kind: 'secret', required: true, placeholder: 'sk_test_…' },
    { key: 'webhook_signing_secret', kind: 'secret', placeholder: 'whsec_…' },
  ],
};

const isSecret = (key: string) => (SECRET_SETTING_KEYS as readonly string[]).includes(key);

/** Text values of the settings form: a stored method's own, or each field's starting value. */
export function settingValues(type: PaymentMethodType, method?: PaymentMethod): Record<string, string> {
  return Object.fromEntries(
    SETTING_FIELDS[type].map((field) => {
      const stored = method?.settings[field.key];
      return [field.key, stored !== undefined && stored !== null ? String(stored) : method ? '' : (field.initial ?? '')];
    }),
  );
}

/** The settings object the API takes; blank fields are left out, so a blank secret keeps the stored one. */
export function settingsBody(type: PaymentMethodType, values: Record<string, string>): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  for (const field of SETTING_FIELDS[type]) {
    const value = (values[field.key] ?? '').trim();
    if (!value) continue;
    settings[field.key] = field.kind === 'number' && /^\d+$/.test(value) ? Number(value) : value;
  }
  return settings;
}

/** Checks a method with the shared schema; on edit, secrets already stored need not be typed again. */
export function checkMethod(
  input: { type: PaymentMethodType; name: string; settings: Record<string, unknown> },
  t: TFunction,
  stored?: PaymentMethod,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!input.name.trim()) errors.name = t('dashboard.form.required');
  if (stored) {
    const merged = { ...stored.settings, ...input.settings };
    const checked = paymentMethodSettings[input.type].safeParse(merged);
    if (!checked.success) {
      const found = zodFieldErrors(checked.error, 'settings');
      for (const [path, message] of Object.entries(found)) {
        const key = path.slice('settings.'.length);
        if (isSecret(key) && stored.has_secret_settings) continue;
        errors[path] ??= message;
      }
    }
    return errors;
  }
  const checked = paymentMethodCreateBody.safeParse(input);
  if (!checked.success) {
    for (const [path, message] of Object.entries(zodFieldErrors(checked.error))) errors[path] ??= message;
  }
  for (const field of SETTING_FIELDS[input.type]) {
    if (field.required && input.settings[field.key] === undefined) errors[`settings.${field.key}`] = t('dashboard.form.required');
  }
  return errors;
}
