import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

/**
 * Path segments that carry a secret in the URL itself (email links: password reset, verification,
 * one-time-code pages). Whatever follows them is masked before a URL is logged.
 */
const TOKEN_AFTER = ['reset-password', 'email', 'verify-email', 'email-token'];
const TOKEN_PATTERN = new RegExp(`/(${TOKEN_AFTER.join('|')})/(?!result(?:/|$|\\?))[^/?#]+`, 'g');

export function maskUrlTokens(url: string): string {
  const [path = '', query] = url.split(/\?(.*)/s, 2);
  const maskedPath = path.replace(TOKEN_PATTERN, '/$1/[redacted]');
  // Query strings are never logged: they may carry tokens, emails or search text.
  return query === undefined ? maskedPath : `${maskedPath}?[redacted]`;
}

/** What a request log line says about the request: no headers, no body, no query, no URL tokens. */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  // A serializer must never throw: a log call with a hand-made `req` would otherwise fail its caller.
  const { method, url, ip } = (request ?? {}) as Partial<FastifyRequest>;
  return {
    method: typeof method === 'string' ? method : undefined,
    url: typeof url === 'string' ? maskUrlTokens(url) : undefined,
    remoteAddress: typeof ip === 'string' ? ip : undefined,
  };
}

/** Never log what authenticates someone, should a log call ever include headers or bodies. */
export const REDACTED_LOG_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrftoken"]',
  'req.headers["paddle-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password2',
  '*.prev_password',
  '*.otp_code',
  '*.verify_token',
];

/** Pino options for the server: level, redaction, and the request serializer above. */
export function loggerOptions(level: LoggerOptions['level']): LoggerOptions {
  return {
    level,
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest },
  };
}
