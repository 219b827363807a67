import { collectBatchRequest, collectBatchSubmit } from '../billing/collect-batch';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutSubmitBody } from '../../../common/checkout/field-names';
import { idOf } from '../../../common/payment/amount';
import type { AppContext } from '../../context';
import { badRequest, forbidden } from '../../lib/errors';
import { currentUser, requireUser } from '../../platform/auth/request-user';
import { fastCheckoutConfirm, submitCheckout, walletRequest, walletSubmit } from './pay';

const params = z.object({ id: idOf('cs') });
const CHECKOUT_ACTIONS = ['payment', 'subscription', 'setup'] as const;
const txHash = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a transaction hash');

function localeOf(query: unknown): string | undefined {
  const locale = (query as { locale?: unknown } | undefined)?.locale;
  return typeof locale === 'string' ? locale : undefined;
}

export async function checkoutPayRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.put('/checkout-sessions/:id/submit', { schema: { params, body: checkoutSubmitBody } }, async (request) => {
    const user = await requireUser(ctx, request);
    return submitCheckout(ctx, request.params.id, request.body, user, { donation: false, locale: localeOf(request.query) });
  });

  // Donations skip the sign-in: a donor may stay anonymous.
  typed.put('/checkout-sessions/:id/donate-submit', { schema: { params, body: checkoutSubmitBody } }, async (request) => {
    const user = await currentUser(ctx, request);
    return submitCheckout(ctx, request.params.id, request.body, user, { donation: true, locale: localeOf(request.query) });
  });

  typed.post('/checkout-sessions/:id/fast-checkout-confirm', { schema: { params } }, async (request) => {
    const user = await requireUser(ctx, request);
    return fastCheckoutConfirm(ctx, request.params.id, user);
  });

  const walletQuery = z
    .object({
      checkoutSessionId: idOf('cs').optional(),
      sessionUserDid: z.string().max(200).optional(),
      currencyId: idOf('pc').optional(),
      subscriptionId: z.string().max(100).optional(),
      customerId: z.string().max(100).optional(),
    })
    .passthrough();

  /** The signed-in user, who must be the one the page asked for. */
  async function walletUser(request: Parameters<typeof currentUser>[1], sessionUserDid?: string) {
    const user = await currentUser(ctx, request);
    if (sessionUserDid && user?.did !== sessionUserDid) throw forbidden('Account changed, please pay manually.', 'ACCOUNT_CHANGED');
    return user;
  }

  typed.get(
    '/did/:action/request',
    { schema: { params: z.object({ action: z.enum([...CHECKOUT_ACTIONS, 'collect-batch']) }), querystring: walletQuery } },
    async (request) => {
      const { query } = request;
      if (request.params.action === 'collect-batch') {
        if (!query.subscriptionId && !query.customerId) throw badRequest('Either subscriptionId or customerId must be provided', 'MISSING_TARGET');
        if (!query.currencyId) throw badRequest('currencyId is required', 'MISSING_CURRENCY');
        return collectBatchRequest(ctx, await walletUser(request, query.sessionUserDid), { currencyId: query.currencyId, customerId: query.customerId, subscriptionId: query.subscriptionId });
      }
      if (!query.checkoutSessionId) throw badRequest('checkoutSessionId is required', 'MISSING_SESSION');
      return walletRequest(ctx, query.checkoutSessionId, await walletUser(request, query.sessionUserDid));
    },
  );

  typed.post(
    '/did/collect-batch/submit',
    {
      schema: {
        body: z
          .object({
            currencyId: idOf('pc'),
            customerId: idOf('cus').optional(),
            subscriptionId: idOf('sub').optional(),
            sessionUserDid: z.string().max(200).optional(),
            tx_hashes: z.array(txHash).min(1).max(5),
          })
          .refine((b) => b.customerId || b.subscriptionId, 'Either subscriptionId or customerId must be provided'),
      },
    },
    async (request) => {
      const { currencyId, customerId, subscriptionId, sessionUserDid, tx_hashes } = request.body;
      return collectBatchSubmit(ctx, await walletUser(request, sessionUserDid), { currencyId, customerId, subscriptionId }, tx_hashes as `0x${string}`[]);
    },
  );

  typed.post(
    '/did/:action/submit',
    {
      schema: {
        params: z.object({ action: z.enum(CHECKOUT_ACTIONS) }),
        body: z.object({ checkoutSessionId: idOf('cs'), sessionUserDid: z.string().max(200).optional(), tx_hashes: z.array(txHash).min(1).max(5) }),
      },
    },
    async (request) => {
      const user = await walletUser(request, request.body.sessionUserDid);
      return walletSubmit(ctx, request.body.checkoutSessionId, user, request.body.tx_hashes as `0x${string}`[]);
    },
  );
}
