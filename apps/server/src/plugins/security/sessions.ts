import { endpoints } from '@galley/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors/app-error.ts';
import { type Session, type SessionLookup, SessionStore } from '../../services/sessions/session-store.ts';
import { baseCookieOptions, cookieNames } from './cookie-options.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
  }
  interface FastifyRequest {
    /** The live session named by the cookie, or null. Loaded once per request, before any handler. */
    session: Session | null;
    sessionToken: string | undefined;
    /** Why a session cookie did not lead to a live session (460/461/462), or null. */
    sessionProblem: SessionLookup['status'] | null;
    /**
     * The signed-in user of the session. Throws 401 without a session cookie (or a session that has not
     * signed in), 460 for an unknown or expired one, 461 for one ended elsewhere, 462 when disabled.
     */
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
    app.decorateRequest('sessionProblem', null);
    app.decorateRequest('requireUserId', function requireUserId(this: FastifyRequest) {
      const userId = this.session?.userId;
      if (userId) return userId;
      switch (this.sessionProblem) {
        case 'missing':
          throw new AppError('session_expired', 'Your session has expired. Please sign in again.');
        case 'ended':
          throw new AppError('session_ended', 'Your session was ended elsewhere. Please sign in again.');
        case 'disabled':
          throw new AppError('account_disabled', 'This account is disabled.');
        default:
          throw new AppError('unauthorized', 'Please sign in to continue.');
      }
    });

    // Only API calls and websockets need the session; static files and page loads skip the lookup.
    app.addHook('onRequest', async (request) => {
      const route = request.routeOptions.url;
      if (!route || !(route.startsWith('/api/') || route.startsWith('/ws/'))) return;
      const token = request.cookies[sessionCookie];
      if (!token) return;
      request.sessionToken = token;
      const lookup = await store.lookup(token);
      if (lookup.status === 'live') request.session = lookup.session;
      else request.sessionProblem = lookup.status;
    });

    // A cookie naming a dead session is cleared once the client has been told why: by a 460/461/462, or
    // by check-session's `reason`. Other calls (public ones) leave it, so the reason is not lost.
    app.addHook('onSend', async (request, reply) => {
      if (!request.sessionProblem || !request.sessionToken) return;
      const told =
        (reply.statusCode >= 460 && reply.statusCode <= 462) ||
        request.routeOptions.url === endpoints.securityCheckSession.path;
      if (!told) return;
      const setCookie = [reply.getHeader('set-cookie') ?? []].flat().map(String);
      if (!setCookie.some((cookie) => cookie.startsWith(`${sessionCookie}=`))) {
        reply.clearCookie(sessionCookie, cookieOptions);
      }
    });

    app.decorateReply('startSession', async function startSession(this: FastifyReply, userId: string | null) {
      const { token, session } = await store.rotate(this.request.sessionToken, userId, {
        ip: this.request.ip,
        userAgent: this.request.headers['user-agent'],
      });
      this.request.session = session;
      this.request.sessionToken = token;
      this.request.sessionProblem = null;
      this.setCookie(sessionCookie, token, { ...cookieOptions, expires: session.expiresAt });
      return session;
    });

    app.decorateReply('endSession', async function endSession(this: FastifyReply) {
      if (this.request.sessionToken) await store.destroy(this.request.sessionToken);
      this.request.session = null;
      this.request.sessionToken = undefined;
      this.request.sessionProblem = null;
      this.clearCookie(sessionCookie, cookieOptions);
    });
  },
  { name: 'galley-sessions', dependencies: ['galley-db', '@fastify/cookie'] },
);
