import { type AdminUser, PlanId } from '@galley/contracts';
import type { UserRow } from '../../db/schema.ts';

/** A user as the admin list shows them: plan, verified, disabled (`is_active` false), roles. */
export function presentAdminUser(user: UserRow): AdminUser {
  const plan = PlanId.safeParse(user.planType);
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    plan_type: plan.success ? plan.data : 'free',
    verified: user.emailVerifiedAt !== null,
    disabled: !user.isActive,
    is_staff: user.isStaff,
    is_superuser: user.isSuperuser,
    created_at: user.createdAt.toISOString(),
  };
}
