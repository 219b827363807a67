import { sql } from 'kysely';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './lib/errors';
import { createTestApp, type TestApp } from './test/app';

describe('app errors and health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      // Routes that exist only here, to drive each kind of failure through the real error handler.
      const typed = app.withTypeProvider<ZodTypeProvider>();
      typed.post(
        '/api/test/echo',
        {
          schema: {
            body: z.object({
              email: z.email(),
              billing_address: z.object({ city: z.string().min(1) }),
              quantity: z.number().int().min(1),
            }),
          },
        },
        async (request) => request.body,
      );
      typed.get('/api/test/refuse', async () => {
        throw new AppError(400, 'Past due invoices must be paid first', 'CUSTOMER_LIMITED');
      });
      typed.get('/api/test/broken-sql', async () => {
        await sql`select * from no_such_table`.execute(t.database.db);
        return { ok: true };
      });
    });
  });
  afterAll(() => t.close());

  it('answers /healthz once migrated', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it.each(['/api/nope', '/payment/api/nope', '/.well-known/service/api/nope', '/api'])(
    'answers an unknown API path %s with a JSON 404',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ error: `Not found: GET ${url}`, code: 'NOT_FOUND' });
    },
  );

  it('answers an unknown POST with a JSON 404, not a page', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/somewhere', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('turns schema failures into 400 "Validate failed: path: message" with details', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { email: 'nope', billing_address: { city: '' }, quantity: 0 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.map((d: { path: string }) => d.path)).toEqual(['email', 'billing_address.city', 'quantity']);
    expect(body.error).toMatch(/^Validate failed: email: .+; billing_address\.city: .+; quantity: .+$/);
  });

  it('refuses malformed JSON with a 400 that says so', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/JSON/i);
  });

  it('passes business refusals through with their code', async () => {
    const res = await t.app.inject('/api/test/refuse');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Past due invoices must be paid first', code: 'CUSTOMER_LIMITED' });
  });

  it('serves an OpenAPI document built from the route schemas', async () => {
    const res = await t.app.inject('/payment/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const create = doc.paths['/payment/api/products'].post;
    expect(create.requestBody.content['application/json'].schema.properties.name).toMatchObject({ type: 'string', minLength: 1 });
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/payment/api/checkout-sessions', '/.well-known/service/api/auth/login']));
  });

  it('hides stack and SQL behind a plain 500', async () => {
    const res = await t.app.inject('/api/test/broken-sql');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal Server Error', code: 'INTERNAL' });
    expect(res.body).not.toMatch(/no_such_table|select|at /i);
  });
});
