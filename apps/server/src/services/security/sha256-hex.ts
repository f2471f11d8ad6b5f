import { createHash } from 'node:crypto';

/** Hex SHA-256: how random tokens (sessions, mail links, code pages) are keyed in the database. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
