import { z } from 'zod';
import { isAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { amountString, idOf, metadataSchema } from './amount';
import { TESTNET_RPC_PATH } from '../testnet';

export const PRODUCT_TYPES = ['service', 'good', 'credit'] as const;
export const PRICE_TYPES = ['one_time', 'recurring'] as const;
export const INTERVALS = ['hour', 'day', 'week', 'month', 'year'] as const;
export const USAGE_TYPES = ['licensed', 'metered'] as const;
export const PAYMENT_METHOD_TYPES = ['arcblock', 'bitcoin', 'ethereum', 'base', 'stripe'] as const;
export const DURATION_UNITS = ['hours', 'days', 'weeks', 'months', 'years'] as const;

const quantity = z.number().int().min(0).max(1_000_000_000);
const url = z.url().max(2000);

// ---------- products ----------

export const productFields = {
  name: z.string().trim().min(1).max(255),
  description: z.string().max(5000),
  images: z.array(url).max(8),
  type: z.enum(PRODUCT_TYPES),
  statement_descriptor: z.string().max(22),
  unit_label: z.string().max(12),
  quantity_available: quantity,
  quantity_limit_per_checkout: quantity,
  cross_sell: z.object({ cross_sells_to_id: idOf('prod') }).nullable(),
  features: z.array(z.object({ name: z.string().trim().min(1).max(80) })).max(15),
  metadata: metadataSchema,
};

// ---------- prices ----------

export const customUnitAmountSchema = z
  .object({
    preset: amountString.optional(),
    presets: z.array(amountString).max(10).optional(),
    minimum: amountString.optional(),
    maximum: amountString.optional(),
  })
  .superRefine((c, ctx) => {
    const min = c.minimum === undefined ? undefined : BigInt(c.minimum);
    const max = c.maximum === undefined ? undefined : BigInt(c.maximum);
    if (min !== undefined && max !== undefined && min > max) {
      ctx.addIssue({ code: 'custom', path: ['maximum'], message: 'must not be below minimum' });
    }
    for (const [path, value] of [['preset', c.preset], ...(c.presets ?? []).map((p, i) => [`presets.${i}`, p])] as [string, string | undefined][]) {
      if (value === undefined) continue;
      const v = BigInt(value);
      if ((min !== undefined && v < min) || (max !== undefined && v > max)) {
        ctx.addIssue({ code: 'custom', path: path.split('.'), message: 'must lie between minimum and maximum' });
      }
    }
  });

export const tierSchema = z.object({
  up_to: z.union([z.number().int().positive(), z.literal('inf')]),
  unit_amount: amountString.optional(),
  flat_amount: amountString.optional(),
});

export const currencyOptionSchema = z.object({
  currency_id: idOf('pc'),
  unit_amount: amountString,
  custom_unit_amount: customUnitAmountSchema.nullable().optional(),
  tiers: z.array(tierSchema).max(20).optional(),
});

export const recurringSchema = z.object({
  interval: z.enum(INTERVALS),
  interval_count: z.number().int().min(1).max(1000).default(1),
  usage_type: z.enum(USAGE_TYPES).default('licensed'),
});

export const creditConfigSchema = z.object({
  credit_amount: z.string().regex(/^\d+(\.\d+)?$/, 'must be a non-negative number'),
  currency_id: idOf('pc'),
  valid_duration_value: z.number().int().min(0).optional(),
  valid_duration_unit: z.enum(DURATION_UNITS).default('days'),
  /** Where the granted credit may be spent; every price when absent. */
  applicable_prices: z.array(idOf('price')).max(50).optional(),
});

export const priceMetadataSchema = metadataSchema.and(z.object({ credit_config: creditConfigSchema.optional() }));

export const priceFields = {
  type: z.enum(PRICE_TYPES),
  nickname: z.string().max(255),
  unit_amount: amountString,
  currency_id: idOf('pc'),
  custom_unit_amount: customUnitAmountSchema.nullable(),
  currency_options: z.array(currencyOptionSchema).max(20),
  recurring: recurringSchema.nullable(),
  quantity_available: quantity,
  quantity_limit_per_checkout: quantity,
  upsell: z.object({ upsells_to_id: idOf('price') }).nullable(),
  lookup_key: z.string().trim().min(1).max(200).nullable(),
  metadata: priceMetadataSchema,
};

/** A recurring price needs an interval; a one-time price has none. */
function checkRecurring(value: { type?: string; recurring?: unknown }, ctx: z.RefinementCtx) {
  if (value.type === 'recurring' && !value.recurring) {
    ctx.addIssue({ code: 'custom', path: ['recurring'], message: 'is required for a recurring price' });
  }
  if (value.type === 'one_time' && value.recurring) {
    ctx.addIssue({ code: 'custom', path: ['recurring'], message: 'must be empty for a one-time price' });
  }
}

const priceInProductBody = z.object({
  type: priceFields.type,
  unit_amount: priceFields.unit_amount,
  currency_id: priceFields.currency_id,
  nickname: priceFields.nickname.optional(),
  custom_unit_amount: priceFields.custom_unit_amount.optional(),
  currency_options: priceFields.currency_options.optional(),
  recurring: priceFields.recurring.optional(),
  quantity_available: priceFields.quantity_available.optional(),
  quantity_limit_per_checkout: priceFields.quantity_limit_per_checkout.optional(),
  upsell: priceFields.upsell.optional(),
  lookup_key: priceFields.lookup_key.optional(),
  metadata: priceFields.metadata.optional(),
});

export const priceCreateBody = priceInProductBody.extend({ product_id: idOf('prod') }).superRefine(checkRecurring);
export type PriceCreate = z.infer<typeof priceCreateBody>;

export const priceUpdateBody = priceInProductBody.partial().extend({ active: z.boolean().optional() }).superRefine(checkRecurring);
export type PriceUpdate = z.infer<typeof priceUpdateBody>;

export const productCreateBody = z.object({
  name: productFields.name,
  description: productFields.description.optional(),
  images: productFields.images.optional(),
  type: productFields.type.optional(),
  statement_descriptor: productFields.statement_descriptor.optional(),
  unit_label: productFields.unit_label.optional(),
  quantity_available: productFields.quantity_available.optional(),
  quantity_limit_per_checkout: productFields.quantity_limit_per_checkout.optional(),
  cross_sell: productFields.cross_sell.optional(),
  features: productFields.features.optional(),
  metadata: productFields.metadata.optional(),
  /** Prices created with the product, in one transaction. */
  prices: z.array(priceInProductBody.superRefine(checkRecurring)).max(20).optional(),
});
export type ProductCreate = z.infer<typeof productCreateBody>;

export const productUpdateBody = productCreateBody.omit({ prices: true }).partial().extend({
  active: z.boolean().optional(),
  default_price_id: idOf('price').nullable().optional(),
});
export type ProductUpdate = z.infer<typeof productUpdateBody>;

// ---------- payment methods and currencies ----------

const evmAddress = z.string().refine((v) => isAddress(v, { strict: false }), 'must be an EVM address');

const evmSettings = z.object({
  chain_id: z.number().int().positive(),
  // The embedded test chain is reached through this app's own path.
  rpc_url: z.union([url, z.literal(TESTNET_RPC_PATH)]),
  explorer_host: url.optional(),
  collector_address: evmAddress,
  confirmation_blocks: z.number().int().min(0).max(100).default(1),
  /** The collector's key, kept sealed: needed only to collect approved allowances (fast pay, renewals). */
  collector_private_key: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 32-byte hex private key').optional(),
}).superRefine((settings, ctx) => {
  if (settings.collector_private_key && privateKeyToAccount(settings.collector_private_key as `0x${string}`).address.toLowerCase() !== settings.collector_address.toLowerCase()) {
    ctx.addIssue({ code: 'custom', path: ['collector_private_key'], message: 'is not the key of collector_address' });
  }
});

export const paymentMethodSettings = {
  ethereum: evmSettings,
  base: evmSettings,
  arcblock: z.object({
    chain_id: z.string().min(1).max(100),
    api_host: url,
    explorer_host: url.optional(),
    collector_address: z.string().min(1).max(100),
  }),
  bitcoin: z.object({
    network: z.enum(['mainnet', 'testnet', 'regtest']).default('mainnet'),
    api_host: url,
    explorer_host: url.optional(),
    collector_address: z.string().min(14).max(100),
  }),
  stripe: z.object({
    dashboard: url.default('https://dashboard.stripe.com'),
    publishable_key: z.string().regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key'),
    secret_key: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key'),
    webhook_signing_secret: z.string().regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret').optional(),
  }),
} as const;

/** Settings that are stored encrypted and never sent back. */
export const SECRET_SETTING_KEYS = ['secret_key', 'webhook_signing_secret', 'collector_private_key'] as const;

export const paymentMethodCreateBody = z
  .object({
    type: z.enum(PAYMENT_METHOD_TYPES),
    name: z.string().trim().min(1).max(100),
    description: z.string().max(1000).optional(),
    logo: z.string().max(2000).optional(),
    settings: z.record(z.string(), z.unknown()),
    metadata: metadataSchema.optional(),
  })
  .superRefine((value, ctx) => {
    const parsed = paymentMethodSettings[value.type].safeParse(value.settings);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', path: ['settings', ...issue.path.map(String)], message: issue.message });
      }
    }
  });
export type PaymentMethodCreate = z.infer<typeof paymentMethodCreateBody>;

export const paymentMethodUpdateBody = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  description: z.string().max(1000).optional(),
  logo: z.string().max(2000).optional(),
  active: z.boolean().optional(),
  /** Merged into the stored settings; secrets left out stay as they are. */
  settings: z.record(z.string(), z.unknown()).optional(),
  metadata: metadataSchema.optional(),
});

export const paymentCurrencyCreateBody = z
  .object({
    payment_method_id: idOf('pm'),
    name: z.string().trim().min(1).max(100),
    symbol: z.string().trim().min(1).max(20),
    description: z.string().max(1000).optional(),
    logo: z.string().max(2000).optional(),
    decimal: z.number().int().min(0).max(18),
    maximum_precision: z.number().int().min(0).max(18).optional(),
    contract: z.string().max(200).nullable().optional(),
    type: z.enum(['standard', 'credit']).default('standard'),
    active: z.boolean().default(true),
    is_base_currency: z.boolean().optional(),
    minimum_payment_amount: amountString.optional(),
    maximum_payment_amount: amountString.optional(),
    metadata: metadataSchema.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.maximum_precision !== undefined && value.maximum_precision > value.decimal) {
      ctx.addIssue({ code: 'custom', path: ['maximum_precision'], message: 'must not exceed decimal' });
    }
  });
export type PaymentCurrencyCreate = z.infer<typeof paymentCurrencyCreateBody>;

export const paymentCurrencyUpdateBody = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  logo: z.string().max(2000).optional(),
  description: z.string().max(1000).optional(),
  maximum_precision: z.number().int().min(0).max(18).optional(),
  active: z.boolean().optional(),
  is_base_currency: z.boolean().optional(),
  minimum_payment_amount: amountString.optional(),
  maximum_payment_amount: amountString.optional(),
  metadata: metadataSchema.optional(),
});

// ---------- payment links ----------

export const lineItemInput = z.object({
  price_id: idOf('price'),
  quantity: z.number().int().min(1).max(1_000_000).default(1),
  adjustable_quantity: z
    .object({
      enabled: z.boolean(),
      minimum: z.number().int().min(1).default(1),
      maximum: z.number().int().min(1).max(1_000_000).default(99),
    })
    .refine((a) => a.minimum <= a.maximum, { path: ['maximum'], message: 'must not be below minimum' })
    .optional(),
  cross_sell: z.boolean().optional(),
});

export const donationAmountSchema = z.object({
  presets: z.array(amountString).max(10).default([]),
  preset: amountString.optional(),
  custom: z.boolean().default(true),
  minimum: amountString.optional(),
  maximum: amountString.optional(),
});

export const benefitSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    avatar: z.string().max(2000).optional(),
    address: z.string().max(200).optional(),
    url: url.optional(),
    type: z.enum(['dapp', 'other']).default('other'),
    amount: amountString.optional(),
    percent: z.number().min(0).max(100).optional(),
  })
  .refine((b) => !(b.amount !== undefined && b.percent !== undefined), {
    path: ['percent'],
    message: 'give either amount or percent, not both',
  });

export const paymentLinkFields = z.object({
  name: z.string().max(255).optional(),
  line_items: z.array(lineItemInput).min(1).max(20),
  currency_id: idOf('pc').nullable().optional(),
  after_completion: z
    .object({
      type: z.enum(['hosted_confirmation', 'redirect']),
      hosted_confirmation: z.object({ custom_message: z.string().max(1000).optional() }).optional(),
      redirect: z.object({ url }).optional(),
    })
    .nullable()
    .optional(),
  submit_type: z.enum(['auto', 'pay', 'book', 'donate']).optional(),
  donation_settings: z.object({ amount: donationAmountSchema }).nullable().optional(),
  benefits: z.array(benefitSchema).max(20).optional(),
  phone_number_collection: z.object({ enabled: z.boolean() }).optional(),
  billing_address_collection: z.enum(['auto', 'required']).optional(),
  cross_sell_behavior: z.enum(['auto', 'required']).optional(),
  subscription_data: z
    .object({
      trial_period_days: z.number().int().min(0).max(730).optional(),
      trial_currency: z.string().max(500).optional(),
      description: z.string().max(500).optional(),
    })
    .nullable()
    .optional(),
  lookup_key: z.string().trim().min(1).max(200).nullable().optional(),
  metadata: metadataSchema.optional(),
});

function checkBenefits(value: { benefits?: { percent?: number }[] }, ctx: z.RefinementCtx) {
  const total = (value.benefits ?? []).reduce((sum, b) => sum + (b.percent ?? 0), 0);
  if (total > 100) ctx.addIssue({ code: 'custom', path: ['benefits'], message: 'percents must add up to at most 100' });
}

export const paymentLinkCreateBody = paymentLinkFields.superRefine(checkBenefits);
export type PaymentLinkCreate = z.infer<typeof paymentLinkCreateBody>;
export const paymentLinkUpdateBody = paymentLinkFields
  .partial()
  .extend({ active: z.boolean().optional() })
  .superRefine(checkBenefits);

// ---------- customers ----------

export const addressSchema = z.object({
  country: z.string().max(2).optional(),
  state: z.string().max(100).optional(),
  city: z.string().max(100).optional(),
  line1: z.string().max(200).optional(),
  line2: z.string().max(200).optional(),
  postal_code: z.string().max(20).optional(),
});

// ---------- webhooks and keys ----------

export const webhookEndpointCreateBody = z.object({
  url: url.refine((v) => /^https?:\/\//.test(v), 'must be an http or https URL'),
  enabled_events: z.array(z.string().min(1).max(100)).min(1).max(100),
  description: z.string().max(500).optional(),
  metadata: metadataSchema.optional(),
});

export const webhookEndpointUpdateBody = webhookEndpointCreateBody.partial().extend({
  status: z.enum(['enabled', 'disabled']).optional(),
});

export const apiKeyCreateBody = z.object({ name: z.string().trim().min(1).max(100) });
