import type { z } from 'zod';
import { ApiError } from '../../../lib/api';
import { formatError } from '../../../lib/error-text';

/** Field messages keyed by dotted path, as the server names them (`prices.0.unit_amount`). */
export type FieldErrors = Record<string, string>;

const joinPath = (path: string | readonly PropertyKey[]) => (Array.isArray(path) ? path.map(String).join('.') : String(path));

/** The message for a field, or for anything inside it (`custom_unit_amount.presets` takes `.presets.1`). */
export function fieldError(errors: FieldErrors, path: string): string | undefined {
  if (errors[path]) return errors[path];
  const inside = Object.keys(errors).find((key) => key.startsWith(`${path}.`));
  return inside ? errors[inside] : undefined;
}

/** The errors under a prefix, with the prefix taken off (`prices.0.` → the price fields). */
export function errorsUnder(errors: FieldErrors, prefix: string): FieldErrors {
  const found: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(`${prefix}.`)) found[key.slice(prefix.length + 1)] = message;
  }
  return found;
}

/** The same errors under a field that holds them (`presets.1` → `custom_unit_amount.presets.1`). */
export function prefixErrors(errors: FieldErrors, prefix: string): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [`${prefix}.${path}`, message]));
}

/** First message per path from a zod check, for the same display as the server's details. */
export function zodFieldErrors(error: z.ZodError, prefix = ''): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = [prefix, joinPath(issue.path)].filter(Boolean).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

export type SubmitFailure = { fields: FieldErrors; message: string | null };

/**
 * Splits a failed request into messages for the fields the form shows and one text for the
 * rest; validation details on fields the form does not have still reach the user.
 */
export function submitFailure(error: unknown, knownFields: (path: string) => boolean): SubmitFailure {
  if (!(error instanceof ApiError) || !error.details) return { fields: {}, message: formatError(error) };
  const fields: FieldErrors = {};
  const rest: { path: string; message: string }[] = [];
  for (const detail of error.details) {
    const path = joinPath(detail.path);
    if (knownFields(path)) fields[path] ??= detail.message;
    else rest.push({ path, message: detail.message });
  }
  return { fields, message: rest.length ? formatError({ details: rest }) : null };
}

/** A test for `submitFailure`: the paths a form shows, each with whatever lies under it. */
export function pathMatcher(fields: readonly string[]): (path: string) => boolean {
  return (path) => fields.some((field) => path === field || path.startsWith(`${field}.`));
}
