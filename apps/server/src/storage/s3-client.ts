import { S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from './storage-config.ts';

/** The SDK client for the configured bucket's server. */
export function createS3Client(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    ...(config.endpoint
      ? {
          endpoint: config.endpoint,
          // Self-hosted servers rarely have a DNS name per bucket.
          forcePathStyle: true,
          // S3-compatible servers lag behind AWS's newer default checksums (CRC32 on every upload,
          // checksum-mode on every read); send and check them only where the API requires them.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
  });
}
