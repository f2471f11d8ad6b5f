/** A multipart/form-data body as a browser sends it: text fields, then at most one file part. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { field: string; name: string; type: string; bytes: Uint8Array },
): { body: Buffer; contentType: string } {
  const boundary = `----galley-test-${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(parts.join('')),
    ...(file
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
              `Content-Type: ${file.type}\r\n\r\n`,
          ),
          Buffer.from(file.bytes),
          Buffer.from('\r\n'),
        ]
      : []),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
