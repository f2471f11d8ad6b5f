import { z } from 'zod';
import { PlanId } from '../plans.ts';
import { AdminPageQuery, adminPage } from './admin-paging.ts';

/** A query-string flag: "true"/"false" (absent = either). */
const FlagQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /api/v1/admin/users/?search=&plan=&verified=&disabled=&page= — by email or name, newest first. */
export const AdminUserListQuery = z.object({
  search: z.string().trim().max(255).optional(),
  plan: PlanId.optional(),
  verified: FlagQuery.optional(),
  disabled: FlagQuery.optional(),
  page: AdminPageQuery,
});
export type AdminUserListQuery = z.infer<typeof AdminUserListQuery>;

export const AdminUser = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  plan_type: PlanId,
  verified: z.boolean(),
  disabled: z.boolean(),
  is_staff: z.boolean(),
  is_superuser: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type AdminUser = z.infer<typeof AdminUser>;

export const AdminUserListResponse = adminPage(AdminUser);
export type AdminUserListResponse = z.infer<typeof AdminUserListResponse>;

/**
 * PUT /api/v1/admin/users/:id/disabled/ — a disabled account's sessions answer 462 and it cannot log in.
 * Staff cannot disable themselves (400), nor a superuser unless they are one (403).
 */
export const AdminSetUserDisabledRequest = z.object({ disabled: z.boolean() });
export type AdminSetUserDisabledRequest = z.infer<typeof AdminSetUserDisabledRequest>;
