import { z } from 'zod';
import { amountString, idOf, metadataSchema } from '../../../common/payment/amount';
import { lineItemInput } from '../../../common/payment/catalog';

const localized = z.object({ en: z.string().max(500), zh: z.string().max(500).optional() });

export const pageInfoSchema = z.object({
  field_validation: z
    .record(z.string().max(60), z.object({ pattern: z.string().max(500), pattern_message: localized }))
    .optional(),
  form_purpose_description: localized.optional(),
  success_message: localized.optional(),
  /** The order summary's title instead of 'Order summary' (e.g. "Your plan"). */
  action_label: localized.optional(),
});

export const subscriptionDataSchema = z.object({
  description: z.string().max(500).optional(),
  trial_period_days: z.number().int().min(0).max(730).optional(),
  trial_end: z.number().int().positive().optional(),
  trial_currency: z.string().max(1000).optional(),
  billing_threshold_amount: amountString.optional(),
  min_stake_amount: amountString.optional(),
  no_stake: z.boolean().optional(),
});

export const checkoutSessionCreateBody = z.object({
  mode: z.enum(['payment', 'subscription', 'setup']).optional(),
  submit_type: z.enum(['auto', 'pay', 'book', 'donate']).optional(),
  line_items: z.array(lineItemInput.extend({ custom_amount: amountString.optional() })).min(1).max(20),
  currency_id: idOf('pc').optional(),
  success_url: z.url().max(2000).optional(),
  cancel_url: z.url().max(2000).optional(),
  /** Unix seconds; 24 hours from now when absent. */
  expires_at: z.number().int().positive().optional(),
  phone_number_collection: z.object({ enabled: z.boolean() }).optional(),
  billing_address_collection: z.enum(['auto', 'required']).optional(),
  cross_sell_behavior: z.enum(['auto', 'required']).optional(),
  subscription_data: subscriptionDataSchema.optional(),
  metadata: metadataSchema.and(z.object({ page_info: pageInfoSchema.optional() })).optional(),
});
export type CheckoutSessionCreate = z.infer<typeof checkoutSessionCreateBody>;
