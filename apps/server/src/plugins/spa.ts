import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.ts';

function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/ws/') || url === '/healthz';
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every other
 * GET that is not an API path answered with index.html so client-side routes survive a reload.
 */
export const spaPlugin = fp(
  async (app: FastifyInstance) => {
    const root = app.config.webDistDir;
    const indexPath = path.join(root, 'index.html');
    const built = fs.existsSync(indexPath);
    if (built) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders: (res, filePath) => {
          const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep);
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn({ root }, 'web app not built: run `npm run build` to serve the UI');
    }

    const sendIndex = (reply: FastifyReply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(fs.createReadStream(indexPath));

    // Unmatched paths count towards the rate limit too, so probing for routes is limited like any call.
    app.setNotFoundHandler(
      { preHandler: app.rateLimit() },
      (request: FastifyRequest, reply: FastifyReply) => {
        const { url, method } = request;
        if (isApiPath(url) || (method !== 'GET' && method !== 'HEAD')) {
          throw new AppError('not_found', `No route for ${method} ${url.split('?')[0]}.`);
        }
        if (!built) {
          throw new AppError('service_unavailable', 'The web app is not built. Run `npm run build`.');
        }
        return sendIndex(reply);
      },
    );
  },
  { name: 'galley-spa', dependencies: ['galley-errors', 'galley-rate-limit'] },
);
