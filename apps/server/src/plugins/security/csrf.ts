import fastifyCsrfProtection from '@fastify/csrf-protection';
import { CSRF_HEADER } from '@galley/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error.ts';
import { baseCookieOptions, cookieNames } from './cookie-options.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set false only on routes authenticated another way (e.g. a signed payment webhook). */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const HEADER = CSRF_HEADER.toLowerCase();

function headerToken(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADER];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * Signed double-submit CSRF protection: GET /csrf-token/ sets a signed, httpOnly secret cookie and
 * returns a token derived from it; every state-changing request must send that token in X-CSRFToken.
 */
export const csrfPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCsrfProtection, {
      sessionPlugin: '@fastify/cookie',
      cookieKey: cookieNames(app.config).csrf,
      cookieOpts: { ...baseCookieOptions(app.config), signed: true },
      getToken: headerToken,
    });

    app.addHook('preHandler', (request, reply, done) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config.csrf === false) return done();
      if (!headerToken(request)) {
        return done(
          new AppError('csrf_missing', `The ${CSRF_HEADER} header is missing. Fetch a token and retry.`),
        );
      }
      app.csrfProtection(request, reply, done);
    });
  },
  { name: 'galley-csrf', dependencies: ['@fastify/cookie'] },
);
