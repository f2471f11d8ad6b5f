import path from 'node:path';
import type { z } from 'zod';
import type { StorageUrl } from './storage-url.ts';

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  /** Prepended to every key (`prefix/key`); empty for the bucket's root. */
  prefix: string;
  /** An S3-compatible server (MinIO, Ceph, R2…); path-style addressing when set. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the AWS SDK's default chain (AWS_* variables, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export type StorageConfig = { kind: 'local'; root: string } | S3StorageConfig;

/** The storage variables of the environment schema (load-config.ts). */
export interface StorageEnv {
  GALLEY_STORAGE_URL?: StorageUrl | undefined;
  GALLEY_S3_ENDPOINT?: string | undefined;
  GALLEY_S3_REGION: string;
  GALLEY_S3_ACCESS_KEY_ID?: string | undefined;
  GALLEY_S3_SECRET_ACCESS_KEY?: string | undefined;
}

/** Where files live: GALLEY_STORAGE_URL, or the `files` folder of the data folder when it is unset. */
export function storageConfig(env: StorageEnv, dataDir: string): StorageConfig {
  const location = env.GALLEY_STORAGE_URL ?? { kind: 'local', root: path.join(dataDir, 'files') };
  if (location.kind === 'local') return location;
  const { GALLEY_S3_ACCESS_KEY_ID: accessKeyId, GALLEY_S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    ...location,
    endpoint: env.GALLEY_S3_ENDPOINT,
    region: env.GALLEY_S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** Half a key pair is a mistake, not a reason to fall back silently to the SDK's default chain. */
export function requireBothS3Keys(env: StorageEnv, context: z.RefinementCtx): void {
  if (Boolean(env.GALLEY_S3_ACCESS_KEY_ID) === Boolean(env.GALLEY_S3_SECRET_ACCESS_KEY)) return;
  const missing = env.GALLEY_S3_ACCESS_KEY_ID ? 'GALLEY_S3_SECRET_ACCESS_KEY' : 'GALLEY_S3_ACCESS_KEY_ID';
  context.addIssue({
    code: 'custom',
    path: [missing],
    message:
      'set GALLEY_S3_ACCESS_KEY_ID and GALLEY_S3_SECRET_ACCESS_KEY together, or neither (AWS default chain)',
  });
}
