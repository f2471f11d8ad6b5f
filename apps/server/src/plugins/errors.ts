import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.ts';

/** Fastify's own error codes that describe the client's request, not a server fault. */
function fromFastifyError(error: FastifyError): AppError | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('payload_too_large', 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('unsupported_media_type', 'This content type is not accepted here.');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError('bad_request', error.message);
    case 'FST_CSRF_MISSING_SECRET':
      return new AppError('csrf_missing', 'The CSRF cookie is missing. Fetch a token and retry.');
    case 'FST_CSRF_INVALID_TOKEN':
      return new AppError('csrf_invalid', 'The CSRF token is invalid. Fetch a new token and retry.');
    case 'FST_ERR_VALIDATION':
      return new AppError('validation_error', error.message);
    default:
      break;
  }
  if (error.statusCode === 400 || error instanceof SyntaxError)
    return new AppError('bad_request', 'Malformed request body.');
  if (error.statusCode === 408) return new AppError('request_timeout', 'The request took too long.');
  return null;
}

/** One error format for the whole API: `{ detail, code, ...meta }`; internals never leak. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const known = error instanceof AppError ? error : fromFastifyError(error);
      if (known) {
        if (known.statusCode >= 500) request.log.error({ err: error }, known.detail);
        if (known.statusCode === 429 && typeof known.meta.wait === 'number') {
          reply.header('retry-after', String(known.meta.wait));
        }
        return reply.status(known.statusCode).send(known.toBody());
      }
      if (typeof error.statusCode === 'number' && error.statusCode < 500 && error.statusCode >= 400) {
        request.log.info({ err: error }, 'client error');
        return reply.status(error.statusCode).send({ detail: error.message, code: 'bad_request' });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(new AppError('internal_error', 'Internal server error.').toBody());
    });
  },
  { name: 'galley-errors' },
);
