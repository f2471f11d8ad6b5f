import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
let lastTime = 0;

/**
 * A new id in Paddle's shape: prefix + "_" + 26 lower-case Crockford base32 characters, a ULID whose time part
 * only grows, so ids sort in creation order (lists page by id as Paddle's do).
 */
export function paddleId(prefix: string): string {
  lastTime = Math.max(Date.now(), lastTime + 1);
  let time = '';
  for (let rest = lastTime, i = 0; i < 10; i += 1, rest = Math.floor(rest / 32)) {
    time = ALPHABET[rest % 32] + time;
  }
  const random = [...randomBytes(16)].map((byte) => ALPHABET[byte % 32]).join('');
  return `${prefix}_${time}${random}`;
}
