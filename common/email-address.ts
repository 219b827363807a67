import isEmail from 'validator/es/lib/isEmail';

/** Email limits of spec §5: at most 254 characters in all, 64 before the @. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

/** The standard validator's check (it also applies the 64/254 limits), with the limits stated here. */
export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at > EMAIL_LOCAL_MAX_LENGTH) return false;
  return isEmail(value);
}
