import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isValidEmail } from '../../../common/email-address';
import { idOf, pageQuery } from '../../../common/payment/amount';
import { addressSchema } from '../../../common/payment/catalog';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { requireUser } from '../../platform/auth/request-user';
import { requestLivemode, requireMerchant } from '../merchant-auth';
import { customerFromSessionUser, findCustomerByDid, getCustomer, listCustomers, toCustomer, updateMyCustomer } from './service';

const flag = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1' || v === '');

const contactBody = z.object({
  name: z.string().trim().max(200).optional(),
  email: z.union([z.literal(''), z.string().refine(isValidEmail, 'must be a valid email address')]).optional(),
  phone: z.string().trim().max(32).optional(),
  address: addressSchema.optional(),
  metadata: z.object({ phone: z.object({ country: z.string().max(2), phoneNumber: z.string().max(32) }).optional() }).passthrough().optional(),
});

export async function customerRoutes(app: FastifyInstance, ctx: AppContext) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/customers/me',
    { schema: { querystring: z.object({ skipSummary: flag.optional(), fallback: flag.optional() }).passthrough() } },
    async (request) => {
      const user = await requireUser(ctx, request);
      const livemode = requestLivemode(request);
      const row = await findCustomerByDid(ctx.db, livemode, user.did);
      if (row) return toCustomer(row);
      if (request.query.fallback) return customerFromSessionUser(user, livemode);
      throw notFound('You have no customer record in this mode yet', 'CUSTOMER_NOT_FOUND');
    },
  );

  typed.put('/customers/me', { schema: { body: contactBody } }, async (request) => {
    const user = await requireUser(ctx, request);
    return updateMyCustomer(ctx, user, requestLivemode(request), request.body);
  });

  typed.get('/customers', { schema: { querystring: z.object({ ...pageQuery, q: z.string().max(200).optional() }).passthrough() } }, async (request) => {
    const merchant = await requireMerchant(ctx, request);
    return listCustomers(ctx, merchant.livemode, request.query);
  });

  typed.get('/customers/:id', { schema: { params: z.object({ id: idOf('cus') }) } }, async (request) => {
    const merchant = await requireMerchant(ctx, request);
    return getCustomer(ctx, request.params.id, merchant.livemode);
  });
}
