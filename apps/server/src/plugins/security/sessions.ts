import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error.ts';
import { type Session, SessionStore } from '../../services/sessions/session-store.ts';
import { baseCookieOptions, cookieNames } from './cookie-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
  }
  interface FastifyRequest {
    /** The live session named by the cookie, or null. Loaded once per request, before any handler. */
    session: Session | null;
    sessionToken: string | undefined;
    /** The signed-in user of the session; throws 401 when there is none. */
    requireUserId(): string;
  }
  interface FastifyReply {
    /** Starts a new session for `userId`, replacing (rotating) the request's current one. */
    startSession(userId: string | null): Promise<Session>;
    endSession(): Promise<void>;
  }
}

export const sessionsPlugin = fp(
  async (app: FastifyInstance) => {
    const store = new SessionStore(app.db, app.config.sessionTtlMs);
    const cookieOptions = baseCookieOptions(app.config);
    const sessionCookie = cookieNames(app.config).session;
    app.decorate('sessions', store);
    app.decorateRequest('session', null);
    app.decorateRequest('sessionToken', undefined);
    app.decorateRequest('requireUserId', function requireUserId(this: FastifyRequest) {
      const userId = this.session?.userId;
      if (!userId) throw new AppError('unauthorized', 'Please sign in to continue.');
      return userId;
    });

    // Only API calls and websockets need the session; static files and page loads skip the lookup.
    app.addHook('onRequest', async (request) => {
      const route = request.routeOptions.url;
      if (!route || !(route.startsWith('/api/') || route.startsWith('/ws/'))) return;
      const token = request.cookies[sessionCookie];
      if (!token) return;
      request.sessionToken = token;
      request.session = await store.find(token);
    });

    app.decorateReply('startSession', async function startSession(this: FastifyReply, userId: string | null) {
      const { token, session } = await store.rotate(this.request.sessionToken, userId, {
        ip: this.request.ip,
        userAgent: this.request.headers['user-agent'],
      });
      this.request.session = session;
      this.request.sessionToken = token;
      this.setCookie(sessionCookie, token, { ...cookieOptions, expires: session.expiresAt });
      return session;
    });

    app.decorateReply('endSession', async function endSession(this: FastifyReply) {
      if (this.request.sessionToken) await store.destroy(this.request.sessionToken);
      this.request.session = null;
      this.request.sessionToken = undefined;
      this.clearCookie(sessionCookie, cookieOptions);
    });
  },
  { name: 'galley-sessions', dependencies: ['galley-db', '@fastify/cookie'] },
);
