import { z } from 'zod';

/** GET /api/v1/security/public-key/ — base64 SPKI (DER) of the server's RSA-OAEP-SHA256 key. */
export const PublicKeyResponse = z.object({ publicKey: z.string().min(1) });
export type PublicKeyResponse = z.infer<typeof PublicKeyResponse>;

/** GET /api/v1/security/csrf-token/ — send it back in the `X-CSRFToken` header of every state-changing call. */
export const CsrfTokenResponse = z.object({ csrf_token: z.string().min(1) });
export type CsrfTokenResponse = z.infer<typeof CsrfTokenResponse>;

/**
 * GET /api/v1/security/check-session/ — whether the session cookie names a live, signed-in session.
 * When the cookie names a dead one, `reason` says why (the 460/461/462 of other calls): the client then
 * clears the user and goes home instead of only asking for a login.
 */
export const SessionEndReason = z.enum(['expired', 'ended', 'disabled']);
export type SessionEndReason = z.infer<typeof SessionEndReason>;
export const CheckSessionResponse = z.object({ valid: z.boolean(), reason: SessionEndReason.optional() });
export type CheckSessionResponse = z.infer<typeof CheckSessionResponse>;

export const CSRF_HEADER = 'X-CSRFToken';
/** Default request timeout of the API (spec §9: 100,000 ms), shared by the server and the web client. */
export const REQUEST_TIMEOUT_MS = 100_000;
