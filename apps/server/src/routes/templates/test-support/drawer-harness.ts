import { ReferenceTemplate } from '@galley/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../../../test/support/build-test-app.ts';
import { fetchCsrf } from '../../../../test/support/csrf.ts';
import { createTestUserId } from '../../../../test/support/user-factory.ts';

export const BASE = '/api/v1/reference';

/** A template the editor could have produced. */
export const aTemplate = (name: string) =>
  ReferenceTemplate.parse({ name, elements: [{ element: 'author' }, { element: 'title' }], end: '.' });

export interface DrawerHarness {
  t: TestApp;
  /** Session cookies of two users: the owner and someone else. */
  alice: string;
  bob: string;
  aliceId: string;
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload?: object,
    session?: string,
  ): Promise<LightMyRequestResponse>;
  /** Creates and returns the new item's id (fails loudly otherwise). */
  create(payload: object, session?: string): Promise<string>;
  close(): Promise<void>;
}

/** A real app on the test database with two signed-in users and the browser's CSRF pair. */
export async function startDrawerHarness(): Promise<DrawerHarness> {
  const t = await buildTestApp();
  const csrf = await fetchCsrf(t.app);
  const sessionOf = async (id: string) => `galley_session=${(await t.app.sessions.create(id)).token}`;
  const aliceId = await createTestUserId(t.app);
  const alice = await sessionOf(aliceId);
  const bob = await sessionOf(await createTestUserId(t.app));
  const csrfCookies = Object.entries(csrf.cookies).map(([k, v]) => `${k}=${v}`);
  const call: DrawerHarness['call'] = (method, path, payload, session = alice) => {
    const cookie = [session, ...csrfCookies].filter(Boolean).join('; ');
    if (method === 'GET') {
      const query = new URLSearchParams(
        Object.entries(payload ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
      );
      return t.app.inject({ method, url: `${BASE}${path}?${query}`, headers: { cookie } });
    }
    return t.app.inject({
      method,
      url: `${BASE}${path}`,
      headers: { cookie, 'x-csrftoken': csrf.token },
      payload,
    });
  };
  const create: DrawerHarness['create'] = async (payload, session) => {
    const response = await call('POST', '/create/', payload, session);
    if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
    return response.json().template_id;
  };
  return { t, alice, bob, aliceId, call, create, close: () => t.close() };
}
