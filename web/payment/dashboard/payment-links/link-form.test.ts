import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { currency } from '../../../test/payment-fixtures';
import { absoluteLinkUrl, embedSnippet } from './link-url';
import { buildLinkBody, emptyBenefit, emptyItem, emptyLinkValues, linkUpdateBody, linkValuesFrom } from './link-form';
import type { PaymentLink } from '../shared/types';

const t = i18n.getFixedT('en');
const tusd = currency();

describe('payment link builder', () => {
  it('builds a donation link with adjustable quantity, a message and benefits', () => {
    const values = {
      ...emptyLinkValues(),
      name: 'Tip jar',
      items: [{ ...emptyItem(), price_id: 'price_Tip12345678', quantity: 1, adjustable: true, minimum: 1, maximum: 3 }],
      donation: true,
      presets: '1, 5',
      preset: '5',
      minimum: '0.1',
      message: 'Thanks!',
      benefits: [{ ...emptyBenefit(), name: 'Maintainers', percent: 80 }],
    };
    const { body, errors } = buildLinkBody(values, tusd, t);
    expect(errors).toEqual({});
    expect(body).toEqual({
      name: 'Tip jar',
      line_items: [{ price_id: 'price_Tip12345678', quantity: 1, adjustable_quantity: { enabled: true, minimum: 1, maximum: 3 } }],
      submit_type: 'donate',
      donation_settings: { amount: { presets: ['1000000', '5000000'], preset: '5000000', minimum: '100000', custom: true } },
      after_completion: { type: 'hosted_confirmation', hosted_confirmation: { custom_message: 'Thanks!' } },
      benefits: [{ name: 'Maintainers', type: 'other', percent: 80 }],
      phone_number_collection: { enabled: false },
      billing_address_collection: 'auto',
    });
  });

  it('refuses a missing or repeated price and a quantity range upside down', () => {
    const values = {
      ...emptyLinkValues(),
      items: [
        { ...emptyItem(), price_id: 'price_Tip12345678', adjustable: true, minimum: 5, maximum: 2 },
        { ...emptyItem(), price_id: 'price_Tip12345678' },
        emptyItem(),
      ],
    };
    expect(buildLinkBody(values, tusd, t).errors).toEqual({
      'line_items.0.adjustable_quantity.maximum': 'Must not be below the minimum',
      'line_items.1.price_id': 'Each price may appear once',
      'line_items.2.price_id': 'Required',
    });
  });

  it('makes the hosted page absolute and embeds it inline', () => {
    const url = absoluteLinkUrl('/payment/checkout/pay/plink_Abc12345', 'https://shop.example');
    expect(url).toBe('https://shop.example/payment/checkout/pay/plink_Abc12345');
    expect(embedSnippet(url, 'Tip "jar"')).toBe(
      '<iframe src="https://shop.example/payment/checkout/pay/plink_Abc12345?mode=inline" title="Tip &quot;jar&quot;" width="100%" height="720" style="border: 0; max-width: 582px;" allow="clipboard-write; payment"></iframe>',
    );
  });

  it('reopens a saved link in the builder and saves the same link back', () => {
    const link = {
      id: 'plink_Saved1234567',
      name: 'Tip jar',
      line_items: [{ price_id: 'price_Tip12345678', quantity: 1, adjustable_quantity: { enabled: true, minimum: 1, maximum: 3 } }],
      submit_type: 'donate',
      donation_settings: { amount: { presets: ['1000000', '5000000'], preset: '5000000', minimum: '100000', custom: true } },
      after_completion: { type: 'hosted_confirmation', hosted_confirmation: { custom_message: 'Thanks!' } },
      benefits: [{ name: 'Maintainers', type: 'other', percent: 80 }],
      phone_number_collection: { enabled: false },
      billing_address_collection: 'auto',
    } as unknown as PaymentLink;
    const values = linkValuesFrom(link, tusd);
    expect(values).toMatchObject({ donation: true, presets: '1, 5', preset: '5', minimum: '0.1', message: 'Thanks!' });
    const { body, errors } = buildLinkBody(values, tusd, t);
    expect(errors).toEqual({});
    expect(body).toMatchObject({ line_items: link.line_items, donation_settings: link.donation_settings, after_completion: link.after_completion });

    // Turning the donation and the message off clears them on the server, not just in the form.
    const plain = buildLinkBody({ ...values, donation: false, afterCompletion: 'none', benefits: [] }, tusd, t).body!;
    expect(linkUpdateBody(plain)).toMatchObject({ submit_type: 'auto', donation_settings: null, after_completion: null, benefits: [] });
  });
});
