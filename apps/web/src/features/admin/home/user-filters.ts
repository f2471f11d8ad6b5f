import type { adminEndpoints, PlanId } from '@galley/contracts';
import type { RequestOf } from '../../../lib/api/client.ts';

export interface UserFilters {
  search: string;
  plan: 'any' | PlanId;
  verified: 'any' | 'true' | 'false';
  disabled: 'any' | 'true' | 'false';
}

export type UserQuery = RequestOf<typeof adminEndpoints.userList>;

/** The list call's query: "any" and an empty search are left out, flags sent as the API spells them. */
export function toUserQuery(filters: UserFilters, page: number): UserQuery {
  const search = filters.search.trim();
  return {
    page,
    ...(search ? { search } : {}),
    ...(filters.plan !== 'any' ? { plan: filters.plan } : {}),
    ...(filters.verified !== 'any' ? { verified: filters.verified } : {}),
    ...(filters.disabled !== 'any' ? { disabled: filters.disabled } : {}),
  };
}
