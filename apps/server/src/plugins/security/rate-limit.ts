import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error.ts';

/**
 * A global limit per client IP (RATE_LIMIT_MAX per RATE_LIMIT_WINDOW_SECONDS); routes tighten it with
 * `config: { rateLimit: { max, timeWindow } }`. A 429 carries the spec's `{ message, wait }`.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyRateLimit, {
      global: true,
      max: app.config.rateLimit.max,
      timeWindow: app.config.rateLimit.windowMs,
      // Static files of the SPA are not API calls. Decided by the matched route pattern, never the raw
      // URL: the router decodes `/%61pi/…` to `/api/…`, so a test on the raw URL could be bypassed.
      allowList: (request) => {
        const route = request.routeOptions.url;
        return route !== undefined && !route.startsWith('/api/') && !route.startsWith('/ws/');
      },
      errorResponseBuilder: (_request, context) => {
        const wait = Math.max(1, Math.ceil(context.ttl / 1000));
        return new AppError('rate_limited', 'Too many requests.', { message: 'Too many requests.', wait });
      },
    });
  },
  { name: 'galley-rate-limit' },
);
