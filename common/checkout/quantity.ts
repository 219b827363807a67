/** Inventory fields as a price or its product carries them; 0 means unlimited. */
export type InventoryFields = {
  quantity_available?: number | null;
  quantity_sold?: number | null;
  quantity_limit_per_checkout?: number | null;
};

export type InventoryPrice = InventoryFields & { product?: InventoryFields | null };

export type AdjustableQuantity = { enabled?: boolean; minimum?: number | null; maximum?: number | null };

export type QuantityBounds = { min: number; max: number };

export type QuantityError =
  | { code: 'EXCEED_INVENTORY'; key: 'common.quantityNotEnough'; message: 'Exceed inventory' }
  | { code: 'EXCEED_PURCHASE_LIMIT'; key: 'common.quantityLimitPerCheckout'; message: 'Exceed purchase limit' };

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && n > 0;

/**
 * The inventory rules that apply to a price: its own stock and limit when set, else its product's.
 * Stock and sold count are taken from the same level so they stay comparable.
 */
export function effectiveInventory(price: InventoryPrice): { [K in keyof InventoryFields]-?: number } {
  const product = price.product ?? {};
  const stock = positive(price.quantity_available) ? price : positive(product.quantity_available) ? product : null;
  const limit = positive(price.quantity_limit_per_checkout)
    ? price.quantity_limit_per_checkout
    : positive(product.quantity_limit_per_checkout)
      ? product.quantity_limit_per_checkout
      : 0;
  return {
    quantity_available: stock?.quantity_available ?? 0,
    quantity_sold: Math.max(0, stock?.quantity_sold ?? 0),
    quantity_limit_per_checkout: limit,
  };
}

/**
 * Quantities the payer may choose: min is the adjustable minimum (at least 1); max is the smallest of
 * the adjustable maximum, the per-checkout limit and the stock left. When stock is gone max is 0,
 * below min, and the item cannot be bought.
 */
export function quantityBounds(item: { adjustable_quantity?: AdjustableQuantity | null; price: InventoryPrice }): QuantityBounds {
  const adjustable = item.adjustable_quantity && item.adjustable_quantity.enabled !== false ? item.adjustable_quantity : null;
  const min = Math.max(1, Math.floor(adjustable?.minimum ?? 1));
  let max = positive(adjustable?.maximum) ? Math.floor(adjustable.maximum) : Infinity;
  const inventory = effectiveInventory(item.price);
  if (inventory.quantity_limit_per_checkout > 0) max = Math.min(max, inventory.quantity_limit_per_checkout);
  if (inventory.quantity_available > 0) {
    max = Math.min(max, Math.max(0, inventory.quantity_available - inventory.quantity_sold));
  }
  return { min, max };
}

/** A quantity typed by the payer, or null for anything that is not a whole non-negative number. */
export function parseQuantity(input: string | number | null | undefined): number | null {
  if (typeof input === 'number') return Number.isSafeInteger(input) && input >= 0 ? input : null;
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

/** Brings a quantity inside its bounds (the minimum wins when the bounds cross). */
export function clampQuantity(quantity: number, bounds: QuantityBounds): number {
  return Math.max(bounds.min, Math.min(bounds.max, quantity));
}

/** Why a price cannot be bought in this quantity, or null. */
export function checkQuantity(price: InventoryPrice, requested: number): QuantityError | null {
  const inventory = effectiveInventory(price);
  if (inventory.quantity_available > 0 && inventory.quantity_sold + requested > inventory.quantity_available) {
    return { code: 'EXCEED_INVENTORY', key: 'common.quantityNotEnough', message: 'Exceed inventory' };
  }
  if (inventory.quantity_limit_per_checkout > 0 && inventory.quantity_limit_per_checkout < requested) {
    return { code: 'EXCEED_PURCHASE_LIMIT', key: 'common.quantityLimitPerCheckout', message: 'Exceed purchase limit' };
  }
  return null;
}
