import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Selectable } from 'kysely';
import { z } from 'zod';
import { donationAmountSchema } from '../../../common/payment/catalog';
import type { AppContext } from '../../context';
import type { Database } from '../../db/types';
import { notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { currentUser, requireRole } from '../../platform/auth/request-user';
import { listPaymentMethods, toCurrency } from '../catalog/payment-methods/service';
import { requestLivemode } from '../merchant-auth';

type SettingRow = Selectable<Database['settings']>;

function toSetting(row: SettingRow) {
  return {
    id: row.id,
    object: 'setting',
    livemode: row.livemode,
    type: row.type,
    mountLocation: row.mount_location,
    componentDid: row.component_did,
    description: row.description,
    active: row.active,
    settings: row.settings,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

const donateSettings = z
  .object({
    amount: donationAmountSchema.optional(),
    btnText: z.string().max(100).optional(),
    historyType: z.enum(['table', 'avatar']).optional(),
  })
  .passthrough();

const boolish = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export async function settingsRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  /** Public: what the checkout offers, with secrets and inactive entries left out. */
  typed.get('/settings', async (request) => {
    const livemode = requestLivemode(request);
    const methods = await listPaymentMethods(ctx, livemode, { activeOnly: true });
    const base = await ctx.db
      .selectFrom('payment_currencies')
      .selectAll()
      .where('livemode', '=', livemode)
      .where('is_base_currency', '=', true)
      .executeTakeFirst();
    const paymentMethods = methods.map(({ metadata: _metadata, has_secret_settings: _secret, ...method }) => ({
      ...method,
      // Stripe's publishable key is meant for browsers; nothing else of its settings is.
      settings:
        method.type === 'stripe'
          ? { stripe: { publishable_key: method.settings.publishable_key } }
          : { explorer_host: method.settings.explorer_host, chain_id: method.settings.chain_id },
    }));
    return { paymentMethods, baseCurrency: base ? toCurrency(base) : (methods[0]?.payment_currencies[0] ?? null) };
  });

  /**
   * Donation settings for a mount location, created on first use. Anyone's page may ask for
   * them; created by someone who is not an owner or admin they start inactive, to be enabled.
   */
  typed.post(
    '/settings',
    {
      schema: {
        body: z.object({
          mountLocation: z.string().trim().min(1).max(200),
          description: z.string().max(500).optional(),
          defaultSettings: donateSettings.optional(),
          settings: donateSettings.optional(),
          active: z.boolean().optional(),
          componentDid: z.string().max(200).optional(),
          type: z.literal('donate'),
          livemode: boolish.optional(),
        }),
      },
    },
    async (request) => {
      const body = request.body;
      const livemode = body.livemode ?? requestLivemode(request);
      const user = await currentUser(ctx, request);
      const privileged = user?.role === 'owner' || user?.role === 'admin';
      await ctx.db
        .insertInto('settings')
        .values({
          id: newId('set'),
          livemode,
          type: body.type,
          mount_location: body.mountLocation,
          component_did: body.componentDid ?? null,
          description: body.description ?? '',
          active: privileged ? (body.active ?? true) : false,
          settings: JSON.stringify(body.settings ?? body.defaultSettings ?? {}),
        })
        .onConflict((oc) => oc.columns(['livemode', 'mount_location']).doNothing())
        .execute();
      const row = await ctx.db
        .selectFrom('settings')
        .selectAll()
        .where('livemode', '=', livemode)
        .where('mount_location', '=', body.mountLocation)
        .executeTakeFirstOrThrow();
      return toSetting(row);
    },
  );

  /** `PUT /settings/<id>` with `{ active }` enables; `PUT /settings/<mountLocation>` with `{ settings }` configures. */
  typed.put(
    '/settings/:key',
    {
      schema: {
        params: z.object({ key: z.string().min(1).max(200) }),
        body: z
          .object({ active: z.boolean().optional(), settings: donateSettings.optional(), livemode: boolish.optional(), description: z.string().max(500).optional() })
          .refine((b) => b.active !== undefined || b.settings !== undefined || b.description !== undefined, 'give active, settings or description'),
      },
    },
    async (request) => {
      await requireRole(ctx, request, ['owner', 'admin']);
      const livemode = request.body.livemode ?? requestLivemode(request);
      const { key } = request.params;
      const row = await ctx.db
        .selectFrom('settings')
        .selectAll()
        .where((eb) => eb.or([eb('id', '=', key), eb.and([eb('mount_location', '=', key), eb('livemode', '=', livemode)])]))
        .executeTakeFirst();
      if (!row) throw notFound(`No settings for ${key}`);
      const updated = await ctx.db
        .updateTable('settings')
        .set({
          ...(request.body.active !== undefined ? { active: request.body.active } : {}),
          ...(request.body.description !== undefined ? { description: request.body.description } : {}),
          ...(request.body.settings ? { settings: JSON.stringify({ ...row.settings, ...request.body.settings }) } : {}),
          updated_at: new Date(),
        })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSetting(updated);
    },
  );
}
