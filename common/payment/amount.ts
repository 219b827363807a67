import { z } from 'zod';

/** An amount in a currency's smallest unit, as the API carries it: a string of digits. */
export const amountString = z
  .string()
  .regex(/^\d+$/, 'must be a non-negative integer string in the smallest unit')
  .max(78, 'is too large');

/** A positive amount; the check is skipped for a malformed one, which amountString already reports. */
export const positiveAmountString = amountString.refine((v) => !/^\d+$/.test(v) || BigInt(v) > 0n, 'must be more than 0');

/** Ids with their prefix, so a price id in a product field is refused by its shape. */
export const idOf = (prefix: string) =>
  z.string().regex(new RegExp(`^${prefix}_[1-9A-HJ-NP-Za-km-z]{8,40}$`), `must be a ${prefix}_ id`);

export const metadataSchema = z
  .record(z.string().max(40), z.unknown())
  .refine((m) => Object.keys(m).length <= 50, 'may hold at most 50 keys')
  .refine((m) => JSON.stringify(m).length <= 8000, 'is too large');

/** Lists take page and pageSize and answer { list, count }. */
export const pageQuery = {
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** A true/false query parameter. */
export const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
