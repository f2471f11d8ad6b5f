import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { paddleOrigins, paymentPermission } from './paddle-origins.ts';

/**
 * Security headers for API and SPA alike; the CSP allows only our own origin (plus inline styles Mantine emits),
 * and Paddle.js's script, styles, checkout frame and calls only when PADDLE_CLIENT_TOKEN is set.
 */
export const headersPlugin = fp(
  async (app: FastifyInstance) => {
    const paddle = paddleOrigins(app.config.billing);
    const permissions = `camera=(), microphone=(), geolocation=(), ${paymentPermission(paddle)}, usb=()`;
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...paddle.script],
          styleSrc: ["'self'", "'unsafe-inline'", ...paddle.style],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...paddle.connect],
          frameSrc: ["'self'", ...paddle.frame],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // HSTS only means something over TLS; behind a TLS proxy the proxy (or TRUST_PROXY + https) decides.
      strictTransportSecurity: app.config.env === 'production',
      crossOriginEmbedderPolicy: false,
      // Agrees with frame-ancestors 'none' for browsers that only read X-Frame-Options.
      frameguard: { action: 'deny' },
    });
    // Features the app never uses stay off for any script that might end up on the page.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('permissions-policy', permissions);
    });
  },
  { name: 'galley-headers' },
);
