import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.ts';
import { userChannel } from '../pubsub/pubsub.ts';

const HEARTBEAT_MS = 30_000;

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

/**
 * Websockets for live progress. The session cookie is checked on upgrade (no session → 401, no socket);
 * each socket receives what the pub/sub publishes on its user's channel.
 */
export const realtimePlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });

    app.get(
      '/ws/notifications/',
      {
        websocket: true,
        preValidation: async (request) => {
          if (!sameOrigin(request)) throw new AppError('forbidden', 'Cross-origin websocket refused.');
          request.requireUserId();
        },
      },
      (socket, request) => {
        const userId = request.requireUserId();
        const unsubscribe = app.pubsub.subscribe(userChannel(userId), (message) => {
          socket.send(JSON.stringify(message));
        });
        let alive = true;
        socket.on('pong', () => {
          alive = true;
        });
        const heartbeat = setInterval(() => {
          if (!alive) return socket.terminate();
          alive = false;
          socket.ping();
        }, HEARTBEAT_MS);
        socket.on('close', () => {
          clearInterval(heartbeat);
          unsubscribe();
        });
      },
    );
  },
  { name: 'galley-realtime', dependencies: ['galley-sessions'] },
);
