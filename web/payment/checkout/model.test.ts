import { describe, expect, it } from 'vitest';
import { lineItem } from './checkout-fixtures';
import { quantitiesFromUrl } from './model';

describe('quantitiesFromUrl', () => {
  const one = lineItem();
  const other = lineItem({ id: 'li_Two1234', price_id: 'price_Other1234' });
  const fixed = lineItem({ id: 'li_Three1234', price_id: 'price_Fixed1234', adjustable_quantity: null });

  it('reads qty_<priceId> per item and bare qty for a single item', () => {
    expect(quantitiesFromUrl(new URLSearchParams('qty_price_Other1234=2'), [one, other])).toEqual([{ item: other, quantity: 2 }]);
    expect(quantitiesFromUrl(new URLSearchParams('qty=3'), [one])).toEqual([{ item: one, quantity: 3 }]);
    expect(quantitiesFromUrl(new URLSearchParams('qty=3'), [one, other])).toEqual([]);
  });

  it('ignores fixed quantities, the current quantity, zero and junk', () => {
    expect(quantitiesFromUrl(new URLSearchParams('qty=4'), [fixed])).toEqual([]);
    expect(quantitiesFromUrl(new URLSearchParams('qty=1'), [one])).toEqual([]);
    expect(quantitiesFromUrl(new URLSearchParams('qty=0'), [one])).toEqual([]);
    expect(quantitiesFromUrl(new URLSearchParams('qty=2.5'), [one])).toEqual([]);
  });
});
