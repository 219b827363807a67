import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkQuantity, clampQuantity, effectiveInventory, parseQuantity, quantityBounds } from './quantity';

const INVENTORY = { code: 'EXCEED_INVENTORY', key: 'common.quantityNotEnough', message: 'Exceed inventory' };
const LIMIT = { code: 'EXCEED_PURCHASE_LIMIT', key: 'common.quantityLimitPerCheckout', message: 'Exceed purchase limit' };

describe('quantityBounds', () => {
  it('is 1..Infinity with no rules', () => {
    expect(quantityBounds({ price: {} })).toEqual({ min: 1, max: Infinity });
  });

  it('takes the adjustable range, with a minimum of at least 1', () => {
    expect(quantityBounds({ adjustable_quantity: { enabled: true, minimum: 2, maximum: 9 }, price: {} })).toEqual({ min: 2, max: 9 });
    expect(quantityBounds({ adjustable_quantity: { enabled: true, minimum: 0, maximum: 9 }, price: {} })).toEqual({ min: 1, max: 9 });
    expect(quantityBounds({ adjustable_quantity: { enabled: true, minimum: -3 }, price: {} })).toEqual({ min: 1, max: Infinity });
  });

  it('ignores a disabled adjustable range', () => {
    expect(quantityBounds({ adjustable_quantity: { enabled: false, minimum: 3, maximum: 4 }, price: {} })).toEqual({ min: 1, max: Infinity });
  });

  it('caps by the per-checkout limit and by the stock left', () => {
    const adjustable_quantity = { enabled: true, minimum: 1, maximum: 99 };
    expect(quantityBounds({ adjustable_quantity, price: { quantity_limit_per_checkout: 5 } }).max).toBe(5);
    expect(quantityBounds({ adjustable_quantity, price: { quantity_available: 10, quantity_sold: 7 } }).max).toBe(3);
    expect(quantityBounds({ adjustable_quantity, price: { quantity_available: 10, quantity_sold: 2, quantity_limit_per_checkout: 5 } }).max).toBe(5);
    expect(quantityBounds({ adjustable_quantity: { enabled: true, maximum: 2 }, price: { quantity_available: 10, quantity_limit_per_checkout: 5 } }).max).toBe(2);
  });

  it('treats zero stock and zero limit as unlimited', () => {
    expect(quantityBounds({ price: { quantity_available: 0, quantity_sold: 40, quantity_limit_per_checkout: 0 } }).max).toBe(Infinity);
  });

  it('gives max 0 when sold out', () => {
    expect(quantityBounds({ price: { quantity_available: 5, quantity_sold: 5 } })).toEqual({ min: 1, max: 0 });
    expect(quantityBounds({ price: { quantity_available: 5, quantity_sold: 9 } })).toEqual({ min: 1, max: 0 });
  });

  it("falls back to the product's fields when the price sets none", () => {
    const product = { quantity_available: 20, quantity_sold: 18, quantity_limit_per_checkout: 4 };
    expect(quantityBounds({ price: { product } }).max).toBe(2);
    expect(quantityBounds({ price: { quantity_available: 100, quantity_sold: 0, product } }).max).toBe(4);
    expect(quantityBounds({ price: { quantity_limit_per_checkout: 10, product } }).max).toBe(2);
    expect(effectiveInventory({ quantity_available: 100, quantity_sold: 1, product })).toEqual({
      quantity_available: 100,
      quantity_sold: 1,
      quantity_limit_per_checkout: 4,
    });
  });

  it('keeps min ≤ max whenever enough stock remains', () => {
    fc.assert(
      fc.property(
        fc.record({
          minimum: fc.option(fc.integer({ min: -5, max: 50 }), { nil: undefined }),
          maximum: fc.option(fc.integer({ min: 0, max: 100 }), { nil: undefined }),
        }),
        fc.nat({ max: 1000 }),
        fc.nat({ max: 1000 }),
        fc.nat({ max: 100 }),
        (range, available, sold, limit) => {
          const adjustable_quantity = { enabled: true, ...range };
          if (range.maximum !== undefined && range.minimum !== undefined && range.maximum > 0 && range.maximum < range.minimum) return;
          const price = { quantity_available: available, quantity_sold: sold, quantity_limit_per_checkout: limit };
          const { min, max } = quantityBounds({ adjustable_quantity, price });
          expect(min).toBeGreaterThanOrEqual(1);
          const remaining = available > 0 ? available - sold : Infinity;
          if (remaining >= min && (limit === 0 || limit >= min)) {
            expect(min).toBeLessThanOrEqual(max);
            expect(checkQuantity(price, min)).toBeNull();
            expect(checkQuantity(price, max === Infinity ? 1_000_000 : max)).toBeNull();
          }
        },
      ),
    );
  });
});

describe('parseQuantity', () => {
  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['0', 0],
    [7, 7],
  ])('reads %j as %i', (input, expected) => {
    expect(parseQuantity(input)).toBe(expected);
  });

  it.each(['', 'abc', '1.5', '-1', '1e3', '2x', '99999999999999999999', null, undefined, 1.5, -2, Number.NaN])('ignores %j', (input) => {
    expect(parseQuantity(input)).toBeNull();
  });
});

describe('clampQuantity', () => {
  it('keeps a quantity inside its bounds', () => {
    expect(clampQuantity(0, { min: 1, max: 5 })).toBe(1);
    expect(clampQuantity(9, { min: 1, max: 5 })).toBe(5);
    expect(clampQuantity(3, { min: 1, max: Infinity })).toBe(3);
  });
});

describe('checkQuantity', () => {
  it('accepts what stock and limit allow', () => {
    expect(checkQuantity({}, 1000)).toBeNull();
    expect(checkQuantity({ quantity_available: 10, quantity_sold: 7 }, 3)).toBeNull();
    expect(checkQuantity({ quantity_limit_per_checkout: 5 }, 5)).toBeNull();
  });

  it("refuses beyond the stock left with 'Exceed inventory'", () => {
    expect(checkQuantity({ quantity_available: 10, quantity_sold: 7 }, 4)).toEqual(INVENTORY);
  });

  it("refuses beyond the per-checkout limit with 'Exceed purchase limit'", () => {
    expect(checkQuantity({ quantity_limit_per_checkout: 5 }, 6)).toEqual(LIMIT);
  });

  it('reports inventory first when both are broken', () => {
    expect(checkQuantity({ quantity_available: 3, quantity_sold: 0, quantity_limit_per_checkout: 2 }, 4)).toEqual(INVENTORY);
  });

  it("checks the product's fields when the price sets none", () => {
    expect(checkQuantity({ product: { quantity_available: 3, quantity_sold: 2 } }, 2)).toEqual(INVENTORY);
    expect(checkQuantity({ product: { quantity_limit_per_checkout: 1 } }, 2)).toEqual(LIMIT);
  });

  it('refuses exactly when over stock or limit', () => {
    fc.assert(
      fc.property(fc.nat({ max: 500 }), fc.nat({ max: 500 }), fc.nat({ max: 50 }), fc.integer({ min: 1, max: 600 }), (available, sold, limit, requested) => {
        const price = { quantity_available: available, quantity_sold: sold, quantity_limit_per_checkout: limit };
        const overStock = available > 0 && sold + requested > available;
        const overLimit = limit > 0 && requested > limit;
        const result = checkQuantity(price, requested);
        if (overStock) expect(result).toEqual(INVENTORY);
        else if (overLimit) expect(result).toEqual(LIMIT);
        else expect(result).toBeNull();
        // Within bounds is exactly "no error" when stock remains.
        const { min, max } = quantityBounds({ price });
        if (min <= max) expect(result === null).toBe(requested >= min && requested <= max);
      }),
    );
  });
});
