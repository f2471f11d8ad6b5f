import { adminEndpoints } from '@galley/contracts';

/** The bulletin's public reads: open to anyone, so not part of the refusal check. */
const PUBLIC = new Set(['bulletinList', 'bulletinLatest']);

/** Every staff-only call of the admin contracts, `:id` filled with an id nobody has. */
export function staffOnlyCalls(): { name: string; method: string; path: string }[] {
  const probe = [{ name: 'adminJobsProbe', method: 'POST', path: '/api/v1/admin/jobs/probe/' }];
  return [
    ...Object.entries(adminEndpoints)
      .filter(([name]) => !PUBLIC.has(name))
      .map(([name, endpoint]) => ({
        name,
        method: endpoint.method,
        path: endpoint.path.replace(':id', '00000000-0000-4000-8000-000000000000'),
      })),
    ...probe,
  ];
}

/** Every admin page of the web app (spec §2 Admin). */
export const ADMIN_PAGES = [
  '/admin',
  '/admin/templateEditor',
  '/admin/templateEditor/create',
  '/admin/templateEditor/edit/00000000-0000-4000-8000-000000000000',
  '/admin/bulletin',
];
