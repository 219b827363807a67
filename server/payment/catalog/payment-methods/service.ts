import type { Selectable, Transaction } from 'kysely';
import {
  paymentMethodSettings,
  SECRET_SETTING_KEYS,
  type PaymentCurrencyCreate,
  type PaymentMethodCreate,
} from '../../../../common/payment/catalog';
import { TESTNET_RPC_PATH } from '../../../../common/testnet';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/types';
import { conflict, notFound, validationError } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import { inTransaction } from '../../../lib/transaction';
import { recordEvent } from '../../events/service';
import type { Merchant } from '../../merchant-auth';
import { requestedBy } from '../../merchant-auth';
import { iso } from '../../../lib/time';

type MethodRow = Selectable<Database['payment_methods']>;
type CurrencyRow = Selectable<Database['payment_currencies']>;

export function toCurrency(row: CurrencyRow) {
  return {
    id: row.id,
    object: 'payment_currency',
    livemode: row.livemode,
    payment_method_id: row.payment_method_id,
    name: row.name,
    symbol: row.symbol,
    description: row.description,
    logo: row.logo,
    decimal: row.decimal,
    maximum_precision: row.maximum_precision,
    contract: row.contract,
    type: row.type,
    active: row.active,
    locked: row.locked,
    is_base_currency: row.is_base_currency,
    minimum_payment_amount: row.minimum_payment_amount,
    maximum_payment_amount: row.maximum_payment_amount,
    metadata: row.metadata,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
export type Currency = ReturnType<typeof toCurrency>;

/** A method as anyone may see it: secret settings are never in it, only whether they are set. */
export function toPaymentMethod(row: MethodRow, currencies: CurrencyRow[] = []) {
  return {
    id: row.id,
    object: 'payment_method',
    livemode: row.livemode,
    type: row.type,
    name: row.name,
    description: row.description,
    logo: row.logo,
    active: row.active,
    locked: row.locked,
    settings: row.settings,
    has_secret_settings: row.secret_settings !== null,
    default_currency_id: row.default_currency_id,
    confirmation: row.confirmation,
    features: row.features,
    metadata: row.metadata,
    payment_currencies: currencies.filter((c) => c.payment_method_id === row.id).map(toCurrency),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const FEATURES: Record<string, { recurring: boolean; refund: boolean; dispute: boolean }> = {
  ethereum: { recurring: true, refund: true, dispute: false },
  base: { recurring: true, refund: true, dispute: false },
  arcblock: { recurring: true, refund: true, dispute: false },
  bitcoin: { recurring: false, refund: false, dispute: false },
  stripe: { recurring: true, refund: true, dispute: true },
};

/** Splits validated settings into what is shown and what is sealed. */
function splitSettings(ctx: AppContext, settings: Record<string, unknown>, sealedBefore: string | null) {
  const visible: Record<string, unknown> = {};
  const secret: Record<string, unknown> = sealedBefore ? JSON.parse(ctx.secrets.open(sealedBefore)) : {};
  for (const [key, value] of Object.entries(settings)) {
    if ((SECRET_SETTING_KEYS as readonly string[]).includes(key)) secret[key] = value;
    else visible[key] = value;
  }
  return { visible, sealed: Object.keys(secret).length ? ctx.secrets.seal(JSON.stringify(secret)) : null };
}

/** The secret settings of a method, for the rail that needs them (Stripe keys). */
export function openSecretSettings(ctx: AppContext, row: Pick<MethodRow, 'secret_settings'>): Record<string, string> {
  return row.secret_settings ? JSON.parse(ctx.secrets.open(row.secret_settings)) : {};
}

/** Live money never goes to the embedded test chain. */
function refuseTestnetInLive(livemode: boolean, settings: Record<string, unknown>) {
  if (livemode && settings.rpc_url === TESTNET_RPC_PATH) {
    throw validationError([{ path: 'settings.rpc_url', message: 'the embedded test chain is for test mode only' }]);
  }
}

export async function createPaymentMethod(ctx: AppContext, merchant: Merchant, input: PaymentMethodCreate, trx?: Transaction<Database>) {
  const settings = paymentMethodSettings[input.type].parse(input.settings) as Record<string, unknown>;
  refuseTestnetInLive(merchant.livemode, settings);
  const { visible, sealed } = splitSettings(ctx, settings, null);
  const confirmation =
    input.type === 'stripe'
      ? { type: 'callback' }
      : 'confirmation_blocks' in settings
        ? { type: 'block', block: settings.confirmation_blocks }
        : { type: 'block', block: 1 };
  return inTransaction(ctx.db, trx, async (trx) => {
    const row = await trx
      .insertInto('payment_methods')
      .values({
        id: newId('pm'),
        livemode: merchant.livemode,
        type: input.type,
        name: input.name,
        description: input.description ?? '',
        logo: input.logo ?? '',
        settings: JSON.stringify(visible),
        secret_settings: sealed,
        confirmation: JSON.stringify(confirmation),
        features: JSON.stringify(FEATURES[input.type]),
        metadata: JSON.stringify(input.metadata ?? {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const method = toPaymentMethod(row);
    await recordEvent(ctx, trx, { livemode: row.livemode, type: 'payment_method.created', objectType: 'payment_method', object: method, requestedBy: requestedBy(merchant) });
    return method;
  });
}

export async function findPaymentMethod(ctx: AppContext, id: string, livemode: boolean, trx?: Transaction<Database>) {
  const row = await (trx ?? ctx.db)
    .selectFrom('payment_methods')
    .selectAll()
    .where('id', '=', id)
    .where('livemode', '=', livemode)
    .executeTakeFirst();
  if (!row) throw notFound(`No payment method ${id}`);
  return row;
}

export async function updatePaymentMethod(
  ctx: AppContext,
  merchant: Merchant,
  id: string,
  input: { name?: string; description?: string; logo?: string; active?: boolean; settings?: Record<string, unknown>; metadata?: Record<string, unknown> },
) {
  return ctx.db.transaction().execute(async (trx) => {
    const current = await findPaymentMethod(ctx, id, merchant.livemode, trx);
    let settingsUpdate = {};
    if (input.settings) {
      // Merge over what is stored so a form can leave secrets out; then validate the whole.
      const merged = { ...current.settings, ...openSecretSettings(ctx, current), ...input.settings };
      const parsed = paymentMethodSettings[current.type as keyof typeof paymentMethodSettings].safeParse(merged);
      if (!parsed.success) {
        throw validationError(parsed.error.issues.map((i) => ({ path: ['settings', ...i.path].join('.'), message: i.message })));
      }
      refuseTestnetInLive(current.livemode, parsed.data as Record<string, unknown>);
      const { visible, sealed } = splitSettings(ctx, parsed.data as Record<string, unknown>, null);
      settingsUpdate = { settings: JSON.stringify(visible), secret_settings: sealed };
    }
    const row = await trx
      .updateTable('payment_methods')
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.logo !== undefined ? { logo: input.logo } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
        ...(input.metadata ? { metadata: JSON.stringify(input.metadata) } : {}),
        ...settingsUpdate,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const currencies = await trx.selectFrom('payment_currencies').selectAll().where('payment_method_id', '=', id).execute();
    const method = toPaymentMethod(row, currencies);
    await recordEvent(ctx, trx, { livemode: row.livemode, type: 'payment_method.updated', objectType: 'payment_method', object: method, requestedBy: requestedBy(merchant) });
    return method;
  });
}

export async function listPaymentMethods(ctx: AppContext, livemode: boolean, options: { activeOnly?: boolean } = {}) {
  let methods = ctx.db.selectFrom('payment_methods').selectAll().where('livemode', '=', livemode);
  let currencies = ctx.db.selectFrom('payment_currencies').selectAll().where('livemode', '=', livemode);
  if (options.activeOnly) {
    methods = methods.where('active', '=', true);
    currencies = currencies.where('active', '=', true);
  }
  const [methodRows, currencyRows] = await Promise.all([
    methods.orderBy('created_at').orderBy('id').execute(),
    currencies.orderBy('created_at').orderBy('id').execute(),
  ]);
  return methodRows.map((m) => toPaymentMethod(m, currencyRows));
}

/** Makes one currency the base currency of its mode, and no other. */
async function setBaseCurrency(trx: Transaction<Database>, livemode: boolean, id: string) {
  await trx
    .updateTable('payment_currencies')
    .set({ is_base_currency: false })
    .where('livemode', '=', livemode)
    .where('id', '!=', id)
    .execute();
}

export async function createPaymentCurrency(ctx: AppContext, merchant: Merchant, input: PaymentCurrencyCreate, trx?: Transaction<Database>) {
  return inTransaction(ctx.db, trx, async (trx) => {
    const method = await findPaymentMethod(ctx, input.payment_method_id, merchant.livemode, trx);
    if ((method.type === 'ethereum' || method.type === 'base') && input.contract && !/^0x[0-9a-fA-F]{40}$/.test(input.contract)) {
      throw validationError([{ path: 'contract', message: 'must be an EVM contract address' }]);
    }
    const duplicate = await trx
      .selectFrom('payment_currencies')
      .select('id')
      .where('payment_method_id', '=', method.id)
      .where('symbol', '=', input.symbol)
      .executeTakeFirst();
    if (duplicate) throw conflict(`${method.name} already has a currency ${input.symbol}`, 'DUPLICATE_CURRENCY');
    const row = await trx
      .insertInto('payment_currencies')
      .values({
        id: newId('pc'),
        livemode: merchant.livemode,
        payment_method_id: method.id,
        name: input.name,
        symbol: input.symbol,
        description: input.description ?? '',
        logo: input.logo ?? '',
        decimal: input.decimal,
        maximum_precision: input.maximum_precision ?? Math.min(6, input.decimal),
        contract: input.contract ?? null,
        type: input.type,
        active: input.active,
        is_base_currency: input.is_base_currency ?? false,
        minimum_payment_amount: input.minimum_payment_amount ?? '0',
        maximum_payment_amount: input.maximum_payment_amount ?? '0',
        metadata: JSON.stringify(input.metadata ?? {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (row.is_base_currency) await setBaseCurrency(trx, row.livemode, row.id);
    // The first currency of a method is its default (native) currency.
    if (!method.default_currency_id) {
      await trx.updateTable('payment_methods').set({ default_currency_id: row.id }).where('id', '=', method.id).execute();
    }
    const currency = toCurrency(row);
    await recordEvent(ctx, trx, { livemode: row.livemode, type: 'payment_currency.created', objectType: 'payment_currency', object: currency, requestedBy: requestedBy(merchant) });
    return currency;
  });
}

export async function findCurrency(ctx: AppContext, id: string, livemode: boolean, trx?: Transaction<Database>) {
  const row = await (trx ?? ctx.db)
    .selectFrom('payment_currencies')
    .selectAll()
    .where('id', '=', id)
    .where('livemode', '=', livemode)
    .executeTakeFirst();
  if (!row) throw notFound(`No payment currency ${id}`);
  return row;
}

export async function updatePaymentCurrency(
  ctx: AppContext,
  merchant: Merchant,
  id: string,
  input: {
    name?: string;
    logo?: string;
    description?: string;
    maximum_precision?: number;
    active?: boolean;
    is_base_currency?: boolean;
    minimum_payment_amount?: string;
    maximum_payment_amount?: string;
    metadata?: Record<string, unknown>;
  },
) {
  return ctx.db.transaction().execute(async (trx) => {
    const current = await findCurrency(ctx, id, merchant.livemode, trx);
    if (input.maximum_precision !== undefined && input.maximum_precision > current.decimal) {
      throw validationError([{ path: 'maximum_precision', message: 'must not exceed decimal' }]);
    }
    const { metadata, ...rest } = input;
    const row = await trx
      .updateTable('payment_currencies')
      .set({ ...rest, ...(metadata ? { metadata: JSON.stringify(metadata) } : {}), updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (input.is_base_currency) await setBaseCurrency(trx, row.livemode, row.id);
    const currency = toCurrency(row);
    await recordEvent(ctx, trx, { livemode: row.livemode, type: 'payment_currency.updated', objectType: 'payment_currency', object: currency, requestedBy: requestedBy(merchant) });
    return currency;
  });
}
