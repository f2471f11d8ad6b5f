import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isSitePath } from '@galley/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.ts';

function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url === '/api' || url.startsWith('/ws/') || url === '/healthz';
}

/** A missing hashed asset (a tab left open across a deploy) is no page: no HTML for a script tag. */
function isAssetPath(url: string): boolean {
  return url.startsWith('/assets/');
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, the Brotli or gzip
 * file the build wrote beside each asset when the browser accepts it, and every other GET that is not
 * an API path answered with index.html so client-side routes survive a reload — with status 200 for the
 * app's pages (`SITE_ROUTE_PATTERNS`) and 404 for paths no page has, where the app renders its 404 page.
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
        // `name.br` / `name.gz` beside a file (written by the web build) answer `Accept-Encoding`.
        preCompressed: true,
        setHeaders: (res, filePath) => {
          const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep);
          res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          // The same URL answers differently per Accept-Encoding: caches must keep them apart.
          res.setHeader('vary', 'Accept-Encoding');
        },
      });
    } else {
      app.log.warn({ root }, 'web app not built: run `npm run build` to serve the UI');
    }

    const sendIndex = (reply: FastifyReply, status: number) =>
      reply
        .code(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(fs.createReadStream(indexPath));

    // Unmatched paths count towards the rate limit too, so probing for routes is limited like any call.
    app.setNotFoundHandler(
      { preHandler: app.rateLimit() },
      (request: FastifyRequest, reply: FastifyReply) => {
        const { url, method } = request;
        const pathname = url.split('?')[0] ?? url;
        if (isApiPath(url) || isAssetPath(url) || (method !== 'GET' && method !== 'HEAD')) {
          throw new AppError('not_found', `No route for ${method} ${pathname}.`);
        }
        if (!built) {
          throw new AppError('service_unavailable', 'The web app is not built. Run `npm run build`.');
        }
        return sendIndex(reply, isSitePath(pathname) ? 200 : 404);
      },
    );
  },
  { name: 'galley-spa', dependencies: ['galley-errors', 'galley-rate-limit'] },
);
