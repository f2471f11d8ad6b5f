import { adminEndpoints, type Endpoint } from '@galley/contracts';
import { api, type CallOptions, type RequestOf, type ResponseOf } from '../../../lib/api/client.ts';

/** The admin area's calls: the app's one client (one CSRF token; the session code hears 401 and 460–462). */
export const adminApi = api;

/** A call to an `:id` path of the admin contracts, the id filled in by the shared client. */
export function adminCallById<E extends Endpoint>(
  endpoint: E,
  id: string,
  body?: RequestOf<E>,
  options?: CallOptions,
): Promise<ResponseOf<E>> {
  const name = (Object.keys(adminEndpoints) as (keyof typeof adminEndpoints)[]).find(
    (key) => (adminEndpoints[key] as Endpoint) === endpoint,
  );
  if (!name) throw new Error(`not an admin endpoint: ${endpoint.method} ${endpoint.path}`);
  const call = api.call as (name: string, body: unknown, options: CallOptions) => Promise<unknown>;
  return call(name, body, { ...options, params: { id } }) as Promise<ResponseOf<E>>;
}
