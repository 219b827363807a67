import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';

export type ErrorDetail = { path: string; message: string };
export type ErrorBody = { error: string; code?: string; details?: ErrorDetail[] };

/** A refusal the caller can act on: its status, message and code reach the client as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST', details?: ErrorDetail[]) =>
  new AppError(400, message, code, details);
export const unauthorized = (message = 'Login required', code = 'UNAUTHORIZED') => new AppError(401, message, code);
export const forbidden = (message = 'Forbidden', code = 'FORBIDDEN') => new AppError(403, message, code);
export const notFound = (message = 'Not found', code = 'NOT_FOUND') => new AppError(404, message, code);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, message, code);

export function validationError(details: ErrorDetail[]): AppError {
  const text = details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).join('; ');
  return new AppError(400, `Validate failed: ${text}`, 'VALIDATION_FAILED', details);
}

export function fromZodError(error: ZodError): AppError {
  return validationError(error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
}

/** Turns anything thrown by a route into the API's error shape; internals never leave the server. */
export function toErrorBody(error: unknown, request: FastifyRequest): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { error: error.message, code: error.code, details: error.details } };
  }
  if (error instanceof ZodError) return toErrorBody(fromZodError(error), request);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      message: v.message ?? 'Invalid value',
    }));
    return toErrorBody(validationError(details), request);
  }
  const fastifyError = error as Partial<FastifyError>;
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'reply did not match its schema');
    return { status: 500, body: { error: 'Internal Server Error', code: 'INTERNAL' } };
  }
  // Fastify's own client errors (bad JSON, body too large, wrong content type) are safe to show.
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return { status, body: { error: fastifyError.message ?? 'Bad Request', code: fastifyError.code } };
  }
  request.log.error({ err: error }, 'request failed');
  return { status: 500, body: { error: 'Internal Server Error', code: 'INTERNAL' } };
}

export function sendError(reply: FastifyReply, error: unknown): FastifyReply {
  const { status, body } = toErrorBody(error, reply.request);
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}
