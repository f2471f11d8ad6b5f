/** S3 refuses presigned URLs valid for longer than 7 days. */
const MAX_EXPIRY_SECONDS = 7 * 24 * 3600;

/** Both stores check it, so a bad value fails in development (local folder) as it would on S3. */
export function assertSignedUrlExpiry(expiresInSeconds: number): void {
  if (!Number.isInteger(expiresInSeconds) || expiresInSeconds < 1 || expiresInSeconds > MAX_EXPIRY_SECONDS) {
    throw new RangeError(
      `signedUrl: expiresInSeconds must be a whole number from 1 to ${MAX_EXPIRY_SECONDS} (got ${expiresInSeconds})`,
    );
  }
}
