import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { sessions, users } from '../../db/schema.ts';
import { sha256Hex } from '../security/sha256-hex.ts';

export interface Session {
  /** SHA-256 of the cookie token, the row's key. The raw token is never stored. */
  idHash: string;
  userId: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * What a cookie token leads to. Only `live` signs anybody in; the others become the spec's statuses:
 * `missing` (unknown or expired: 460), `ended` (ended from elsewhere, e.g. a password change: 461),
 * `disabled` (the account was switched off: 462).
 */
export type SessionLookup =
  | { status: 'live'; session: Session }
  | { status: 'missing' }
  | { status: 'ended'; reason: string }
  | { status: 'disabled' };

export const SESSION_END_REASONS = { passwordChanged: 'password_changed' } as const;

export interface SessionMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

/** Server-side session rows behind an opaque cookie token. */
export class SessionStore {
  constructor(
    private readonly db: Database,
    private readonly ttlMs: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Creates a session and returns the token to put in the cookie. */
  async create(
    userId: string | null,
    meta: SessionMeta = {},
    data: Record<string, unknown> = {},
  ): Promise<{ token: string; session: Session }> {
    const token = randomBytes(32).toString('base64url');
    const createdAt = this.now();
    const row = {
      idHash: sha256Hex(token),
      userId,
      data,
      createdAt,
      expiresAt: new Date(createdAt.getTime() + this.ttlMs),
      ip: meta.ip ?? null,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
    };
    await this.db.insert(sessions).values(row);
    return { token, session: { idHash: row.idHash, userId, data, createdAt, expiresAt: row.expiresAt } };
  }

  /** The live session behind a cookie token, or null when unknown, expired, ended or disabled. */
  async find(token: string): Promise<Session | null> {
    const lookup = await this.lookup(token);
    return lookup.status === 'live' ? lookup.session : null;
  }

  /** What a cookie token leads to, in one query (the session row and its user's active flag). */
  async lookup(token: string): Promise<SessionLookup> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return { status: 'missing' };
    const rows = await this.db
      .select({ session: sessions, userActive: users.isActive })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.idHash, sha256Hex(token)), gt(sessions.expiresAt, this.now())));
    const row = rows[0];
    if (!row) return { status: 'missing' };
    if (row.session.endedReason) return { status: 'ended', reason: row.session.endedReason };
    if (row.session.userId && row.userActive === false) return { status: 'disabled' };
    const { idHash, userId, data, createdAt, expiresAt } = row.session;
    return { status: 'live', session: { idHash, userId, data, createdAt, expiresAt } };
  }

  /** Replaces a session's data (e.g. the time the password was last re-checked). */
  async updateData(idHash: string, data: Record<string, unknown>): Promise<void> {
    await this.db.update(sessions).set({ data }).where(eq(sessions.idHash, idHash));
  }

  /**
   * Ends every live session of a user except `keepIdHash` (pass null to end all). The rows stay until
   * they expire so the other browsers learn why (461) instead of seeing a plain expiry.
   */
  async endUserSessions(userId: string, keepIdHash: string | null, reason: string): Promise<void> {
    const conditions = [eq(sessions.userId, userId), isNull(sessions.endedReason)];
    if (keepIdHash) conditions.push(ne(sessions.idHash, keepIdHash));
    await this.db
      .update(sessions)
      .set({ endedReason: reason })
      .where(and(...conditions));
  }

  /**
   * Replaces a session by a new one with a fresh token (on login and privilege changes), so a token
   * planted before sign-in is worthless after it.
   */
  async rotate(
    oldToken: string | undefined,
    userId: string | null,
    meta: SessionMeta = {},
  ): Promise<{ token: string; session: Session }> {
    const previous = oldToken ? await this.find(oldToken) : null;
    if (oldToken) await this.destroy(oldToken);
    // Data follows the browser only while it stays the same person (never from one user to another).
    const carried = previous && (previous.userId === null || previous.userId === userId) ? previous.data : {};
    return this.create(userId, meta, carried);
  }

  async destroy(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.idHash, sha256Hex(token)));
  }

  /** Deletes expired rows; returns how many. */
  async purgeExpired(): Promise<number> {
    const removed = await this.db
      .delete(sessions)
      .where(lte(sessions.expiresAt, this.now()))
      .returning({ id: sessions.idHash });
    return removed.length;
  }
}
