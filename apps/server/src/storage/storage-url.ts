import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { assertStorageKey } from './storage-key.ts';

const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const EXPECTED = 'must be s3://bucket or s3://bucket/prefix, or file:///absolute/folder';

function parse(
  value: string,
): { kind: 's3'; bucket: string; prefix: string } | { kind: 'local'; root: string } {
  if (value.startsWith('file:')) {
    const url = new URL(value);
    if (url.search || url.hash) throw new Error(EXPECTED);
    return { kind: 'local', root: fileURLToPath(url) };
  }
  // Read as written, not through URL(), which would quietly resolve `..` and accept `user@`.
  const [, bucket = '', path] = /^s3:\/\/([^/]*)(?:\/(.*))?$/.exec(value) ?? [];
  if (!BUCKET.test(bucket)) throw new Error(EXPECTED);
  // The prefix obeys the key rules, so prefix + '/' + key is always a well-formed object key.
  const prefix = (path ?? '').replace(/\/$/, '');
  if (prefix !== '') assertStorageKey(prefix);
  return { kind: 's3', bucket, prefix };
}

/** GALLEY_STORAGE_URL: `s3://bucket/prefix` selects an S3-compatible bucket, `file:///folder` a local folder. */
export const StorageUrl = z.string().transform((value, context) => {
  try {
    return parse(value);
  } catch (error) {
    const reason = error instanceof Error && error.message !== EXPECTED ? ` (${error.message})` : '';
    context.addIssue({ code: 'custom', message: `${EXPECTED}${reason}` });
    return z.NEVER;
  }
});
export type StorageUrl = z.output<typeof StorageUrl>;
