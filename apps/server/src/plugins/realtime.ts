import fastifyWebsocket from '@fastify/websocket';
import { Topic } from '@galley/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.ts';
import { userChannel } from '../pubsub/pubsub.ts';
import { keepAlive } from '../realtime/keep-alive.ts';
import { SocketSession } from '../realtime/socket-session.ts';

/** Cross-site websocket hijacking defence: a browser's Origin must be this server's own host. */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    // request.host honours X-Forwarded-Host only when TRUST_PROXY trusts the proxy that sent it.
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

async function guard(request: FastifyRequest): Promise<void> {
  if (!sameOrigin(request)) throw new AppError('forbidden', 'Cross-origin websocket refused.');
  request.requireUserId();
}

/**
 * The tab's socket lets the upgrade through without a session and then closes it with 4401, so the
 * browser can tell "signed out" (no retry) from a network failure (retry with back-off).
 */
async function originOnly(request: FastifyRequest): Promise<void> {
  if (!sameOrigin(request)) throw new AppError('forbidden', 'Cross-origin websocket refused.');
}

/** Closes an unauthenticated topic socket with 4401; otherwise the user's id. */
function userOrClose(socket: Parameters<typeof keepAlive>[0], request: FastifyRequest): string | null {
  try {
    return request.requireUserId();
  } catch {
    socket.close(4401, 'unauthorized');
    return null;
  }
}

/**
 * The spec's per-area sockets, kept as aliases of `/ws/`: each subscribes at once to the topic its
 * query names (`?conversion_id=` or `?reference_order=`, `&after=` to resume) and takes further
 * subscribe messages like `/ws/`.
 */
const ALIASES = [
  { path: '/ws/convert/', area: 'conversion', param: 'conversion_id' },
  { path: '/ws/auto-tagging/', area: 'conversion', param: 'conversion_id' },
  { path: '/ws/reference/', area: 'reference-order', param: 'reference_order' },
] as const;

/**
 * Websockets. The session cookie is checked on upgrade (no session → 401, no socket). `/ws/` is the
 * one socket of a tab: topics multiplexed, ownership checked on every subscribe, stored events
 * replayed from the client's last sequence. `/ws/notifications/` delivers the user's own channel.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
    const onError = (error: unknown) => app.log.warn({ err: error }, 'websocket');

    const open = (socket: Parameters<typeof keepAlive>[0], request: FastifyRequest) => {
      const userId = userOrClose(socket, request);
      if (!userId) return null;
      keepAlive(socket);
      return new SocketSession({ socket, db: app.db, pubsub: app.pubsub, userId, onError });
    };

    app.get('/ws/', { websocket: true, preValidation: originOnly }, (socket, request) => {
      open(socket, request);
    });

    for (const alias of ALIASES) {
      app.get(alias.path, { websocket: true, preValidation: originOnly }, (socket, request) => {
        const session = open(socket, request);
        if (!session) return;
        const query = request.query as Record<string, string | undefined>;
        const topic = Topic.safeParse(`${alias.area}:${query[alias.param] ?? ''}`);
        const after = Number.parseInt(query.after ?? '0', 10);
        if (topic.success)
          session.subscribe(topic.data, Number.isSafeInteger(after) && after > 0 ? after : 0).catch(onError);
      });
    }

    app.get('/ws/notifications/', { websocket: true, preValidation: guard }, (socket, request) => {
      keepAlive(socket);
      const unsubscribe = app.pubsub.subscribe(userChannel(request.requireUserId()), (message) => {
        socket.send(JSON.stringify(message));
      });
      socket.on('close', unsubscribe);
    });
  },
  { name: 'galley-realtime', dependencies: ['galley-sessions'] },
);
