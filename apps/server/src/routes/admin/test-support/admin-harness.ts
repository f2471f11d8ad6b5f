import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from '../../../../test/support/build-test-app.ts';
import { fetchCsrf } from '../../../../test/support/csrf.ts';
import { createTestUser } from '../../../../test/support/user-factory.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AdminHarness {
  t: TestApp;
  /** Session cookies: a staff member, a superuser, a signed-in non-staff user, and nobody. */
  staff: string;
  superuser: string;
  member: string;
  anonymous: string;
  staffId: string;
  superuserId: string;
  memberId: string;
  /** A call with the browser's CSRF pair; GET payloads become the query string. */
  call(method: Method, path: string, payload?: object, session?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app on a private database, with users of every role signed in. */
export async function startAdminHarness(): Promise<AdminHarness> {
  const t = await buildTestApp({ GALLEY_RUN_JOBS: 'false' });
  const csrf = await fetchCsrf(t.app);
  const csrfCookies = Object.entries(csrf.cookies).map(([k, v]) => `${k}=${v}`);
  const signedIn = async (options: { isStaff?: boolean; isSuperuser?: boolean }) => {
    const { user } = await createTestUser(t.app, options);
    return { id: user.id, cookie: `galley_session=${(await t.app.sessions.create(user.id)).token}` };
  };
  const staff = await signedIn({ isStaff: true });
  const superuser = await signedIn({ isSuperuser: true });
  const member = await signedIn({});
  const call: AdminHarness['call'] = (method, path, payload, session = staff.cookie) => {
    const cookie = [session, ...csrfCookies].filter(Boolean).join('; ');
    if (method === 'GET') {
      const query = new URLSearchParams(
        Object.entries(payload ?? {}).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
      return t.app.inject({ method, url: query ? `${path}?${query}` : path, headers: { cookie } });
    }
    return t.app.inject({ method, url: path, headers: { cookie, 'x-csrftoken': csrf.token }, payload });
  };
  return {
    t,
    staff: staff.cookie,
    superuser: superuser.cookie,
    member: member.cookie,
    anonymous: '',
    staffId: staff.id,
    superuserId: superuser.id,
    memberId: member.id,
    call,
    close: () => t.close(),
  };
}
