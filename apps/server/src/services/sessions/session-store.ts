import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { sessions } from '../../db/schema.ts';

export interface Session {
  /** SHA-256 of the cookie token, the row's key. The raw token is never stored. */
  idHash: string;
  userId: string | null;
  data: Record<string, unknown>;
  createdAt: Date;
  expiresAt: Date;
}

export interface SessionMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
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
      idHash: hashSessionToken(token),
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

  /** The live session behind a cookie token, or null when unknown or expired. */
  async find(token: string): Promise<Session | null> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
    const rows = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.idHash, hashSessionToken(token)), gt(sessions.expiresAt, this.now())));
    const row = rows[0];
    return row
      ? {
          idHash: row.idHash,
          userId: row.userId,
          data: row.data,
          createdAt: row.createdAt,
          expiresAt: row.expiresAt,
        }
      : null;
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
    return this.create(userId, meta, previous?.data ?? {});
  }

  async destroy(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.idHash, hashSessionToken(token)));
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
