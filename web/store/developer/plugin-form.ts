import type { TFunction } from 'i18next';
import { ed25519FromDidKey } from '@common/did.ts';

export type NewPluginInput = { did: string; name: string; title: string; description: string };
export type NewPluginErrors = Partial<Record<keyof NewPluginInput, string>>;

export const NAME_MAX = 32;
export const TITLE_MAX = 80;
export const DESCRIPTION_MIN = 3;
export const DESCRIPTION_MAX = 160;
const NAME_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The store's own checks of a new plugin, with its form texts; empty when it may be sent. */
export function checkNewPlugin(input: NewPluginInput, t: TFunction): NewPluginErrors {
  const errors: NewPluginErrors = {};
  const did = input.did.trim();
  const name = input.name.trim();
  const description = input.description.trim();
  if (!did) errors.did = t('store.form.required', { name: 'DID' });
  else if (!ed25519FromDidKey(did)) errors.did = t('store.form.didInvalid');
  if (!name) errors.name = t('store.form.required', { name: t('store.developer.name') });
  else if (!NAME_PATTERN.test(name)) errors.name = t('store.form.nameChars');
  else if (name.length > NAME_MAX) errors.name = t('store.form.maxChars', { length: NAME_MAX });
  if (input.title.trim().length > TITLE_MAX) errors.title = t('store.form.maxLength', { number: TITLE_MAX });
  if (description && description.length < DESCRIPTION_MIN) errors.description = t('store.form.minLength', { number: DESCRIPTION_MIN });
  else if (description.length > DESCRIPTION_MAX) errors.description = t('store.form.maxLength', { number: DESCRIPTION_MAX });
  return errors;
}
