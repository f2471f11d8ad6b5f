import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Cookie header value for the cookies a response set (name=value pairs only). */
export function cookiesFrom(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** Asks the server for a CSRF token the way the browser does; returns the token and the cookies to send back. */
export async function fetchCsrf(
  app: FastifyInstance,
): Promise<{ token: string; cookies: Record<string, string> }> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/security/csrf-token/' });
  return { token: response.json().csrf_token, cookies: cookiesFrom(response) };
}
