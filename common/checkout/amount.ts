import { formatUnits, parseUnits } from 'viem';

/** Decimals a user may type when the currency sets no maximum_precision (spec §9). */
export const DEFAULT_MAXIMUM_PRECISION = 6;
/** Custom amounts are drawn up to this multiple of the largest preset (spec §9). */
export const RANDOM_AMOUNT_PRESET_FACTOR = 5n;

/** An amount in a currency's smallest unit: a bigint or the API's digit string. */
export type Amountish = bigint | string;

export function toBigInt(value: Amountish): bigint {
  return typeof value === 'bigint' ? value : BigInt(value);
}

export type AmountInputError =
  | { code: 'INVALID_AMOUNT'; key: 'payment.checkout.invalid'; message: 'Invalid' }
  | { code: 'AMOUNT_PRECISION'; key: 'common.amountPrecisionLimit'; message: string; precision: number };

export function isAmountInputError(value: unknown): value is AmountInputError {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}

/** The decimals a user may type: the currency's precision, never more than the unit itself carries. */
export function effectivePrecision(decimals: number, maximumPrecision = DEFAULT_MAXIMUM_PRECISION): number {
  return Math.max(0, Math.min(decimals, maximumPrecision));
}

const PLAIN_DECIMAL = /^(\d*)(?:\.(\d*))?$/;

/**
 * Parses what a user typed ("12", "0.5", "3.") into smallest units. Extra decimals are refused rather
 * than rounded, so the amount charged is exactly the amount shown.
 */
export function toUnits(
  text: string,
  decimals: number,
  maximumPrecision = DEFAULT_MAXIMUM_PRECISION,
): bigint | AmountInputError {
  const trimmed = text.trim();
  const match = PLAIN_DECIMAL.exec(trimmed);
  if (!match || !/\d/.test(trimmed)) return { code: 'INVALID_AMOUNT', key: 'payment.checkout.invalid', message: 'Invalid' };
  const precision = effectivePrecision(decimals, maximumPrecision);
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > precision) {
    return {
      code: 'AMOUNT_PRECISION',
      key: 'common.amountPrecisionLimit',
      message: `Amount decimal places must be less than or equal to ${precision}`,
      precision,
    };
  }
  return parseUnits(`${match[1] || '0'}${fraction ? `.${fraction}` : ''}`, decimals);
}

/**
 * Smallest units as a plain decimal string ("1.5", "0", "-2"), rounded half away from zero to the
 * display precision, trailing zeros dropped, no grouping (so it parses back with toUnits).
 */
export function fromUnits(units: Amountish, decimals: number, maximumPrecision = DEFAULT_MAXIMUM_PRECISION): string {
  const value = toBigInt(units);
  const precision = effectivePrecision(decimals, maximumPrecision);
  if (precision >= decimals) return formatUnits(value, decimals);
  const step = 10n ** BigInt(decimals - precision);
  const negative = value < 0n;
  const magnitude = negative ? -value : value;
  const rounded = (magnitude + step / 2n) / step;
  return formatUnits(negative && rounded !== 0n ? -rounded : rounded, precision);
}

export type DonationRangeError = {
  key: 'payment.checkout.donation.between';
  message: string;
  min: string;
  max: string;
};

export type DonationRange = {
  /** smallest units; default 0 */
  minimum?: Amountish | null;
  /** smallest units; absent means unlimited */
  maximum?: Amountish | null;
  decimals: number;
  maximumPrecision?: number;
};

/** Shown as the upper bound when a donation has no maximum. */
export const UNLIMITED_DISPLAY = '∞';

/** Checks a donation amount (smallest units) against the inclusive range of the donation settings. */
export function checkDonationAmount(units: Amountish, range: DonationRange): DonationRangeError | null {
  const value = toBigInt(units);
  const minimum = range.minimum == null || range.minimum === '' ? 0n : toBigInt(range.minimum);
  const maximum = range.maximum == null || range.maximum === '' ? null : toBigInt(range.maximum);
  if (value >= minimum && (maximum === null || value <= maximum)) return null;
  const min = fromUnits(minimum, range.decimals, range.maximumPrecision);
  const max = maximum === null ? UNLIMITED_DISPLAY : fromUnits(maximum, range.decimals, range.maximumPrecision);
  return {
    key: 'payment.checkout.donation.between',
    message: `Please enter an amount between ${min} and ${max}.`,
    min,
    max,
  };
}

export type MultipleCustomAmountError = {
  code: 'MULTIPLE_CUSTOM_AMOUNT';
  message: 'Multiple items with custom amount are not supported';
};

type CustomAmountItem = {
  price?: { custom_unit_amount?: unknown } | null;
  upsell_price?: { custom_unit_amount?: unknown } | null;
  upsell_price_id?: string | null;
};

/** Only one line item may let the payer choose the amount. */
export function checkSingleCustomAmount(items: readonly CustomAmountItem[]): MultipleCustomAmountError | null {
  const count = items.filter((item) => {
    const price = item.upsell_price_id && item.upsell_price ? item.upsell_price : item.price;
    return price?.custom_unit_amount != null;
  }).length;
  return count > 1 ? { code: 'MULTIPLE_CUSTOM_AMOUNT', message: 'Multiple items with custom amount are not supported' } : null;
}

/** The preset chosen before the payer picks one: the middle of the list. */
export function defaultPreset<T>(presets: readonly T[]): T | undefined {
  return presets.length === 0 ? undefined : presets[Math.floor(presets.length / 2)];
}

/** A source of numbers in [0, 1), like Math.random. */
export type Rng = () => number;

const RNG_BITS = 53n;

/** A uniform integer in [low, high] from one rng draw, in bigint arithmetic only. */
function randomBetween(low: bigint, high: bigint, rng: Rng): bigint {
  const span = high - low + 1n;
  const draw = Math.min(Math.max(rng(), 0), 1 - Number.EPSILON);
  const bits = BigInt(Math.floor(draw * 2 ** Number(RNG_BITS)));
  return low + (bits * span) / (1n << RNG_BITS);
}

/** Largest power of ten (at most 10^limit) that divides every value. */
function commonPowerOfTen(values: readonly bigint[], limit: number): bigint {
  let step = 1n;
  for (let k = 1; k <= limit; k++) {
    const next = step * 10n;
    if (!values.every((v) => v % next === 0n)) break;
    step = next;
  }
  return step;
}

/**
 * A random "custom" donation in smallest units: between the largest preset and five times it, capped
 * at the maximum, and rounded to the presets' own precision (whole units when all presets are whole,
 * otherwise at least two decimals). Without presets: between 1 and 100 whole units.
 * A maximum of 0 or less means no maximum. The result is always at least 1 smallest unit.
 */
export function randomCustomAmount(
  presets: readonly Amountish[],
  maximum?: Amountish | null,
  rng: Rng = Math.random,
  decimals = 0,
): bigint {
  const values = presets.map(toBigInt).filter((v) => v > 0n);
  const whole = 10n ** BigInt(decimals);
  let low: bigint;
  let high: bigint;
  let step: bigint;
  if (values.length === 0) {
    low = whole;
    high = 100n * whole;
    step = whole;
  } else {
    low = values.reduce((a, b) => (b > a ? b : a));
    high = low * RANDOM_AMOUNT_PRESET_FACTOR;
    step = commonPowerOfTen(values, decimals);
    // Fractional presets allow at least two decimals in the drawn amount.
    const cents = whole / 100n > 0n ? whole / 100n : 1n;
    if (step < whole && step > cents) step = cents;
  }
  const cap = maximum == null || maximum === '' ? null : toBigInt(maximum);
  if (cap !== null && cap > 0n && high > cap) high = cap;
  if (low > high) low = high;
  if (low < 1n) low = 1n;
  if (high < low) high = low;

  const first = (low + step - 1n) / step;
  const last = high / step;
  if (first <= last) return randomBetween(first, last, rng) * step;
  return randomBetween(low, high, rng);
}
