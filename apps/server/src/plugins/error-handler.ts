import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';

function readableValidation(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
    const message = first?.message ?? 'Invalid request';
    // Our own messages already name the field ("Email is required"); zod's defaults get it prefixed.
    const named =
      first?.keyword === 'custom' || (field && message.toLowerCase().includes(field.split('.').pop() ?? ''));
    return field && !named ? `${field}: ${message}` : message;
  }
  return error.message;
}

/** Maps every error to `{ message, code }`; 5xx answers never reveal internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ message: error.message, code: error.code });
    }
    if (error.validation || hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: readableValidation(error), code: 'VALIDATION_ERROR' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message, code: error.code ?? 'BAD_REQUEST' });
    }
    // The route's pattern, not its URL; the error through the logger's redacting serializer
    // (lib/log-redaction.ts): a failed query logs its message and code, not the request's values.
    request.log.error(
      { err: error, route: `${request.method} ${request.routeOptions.url}` },
      'request failed',
    );
    return reply
      .status(500)
      .send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ message: `No API route ${request.method} ${request.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });
}
