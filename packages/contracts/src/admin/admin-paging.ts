import { z } from 'zod';

/** The admin lists show this many rows a page (spec §9 names none). */
export const ADMIN_PAGE_SIZE = 20;

export const AdminPageQuery = z.coerce.number().int().min(1).max(100_000).default(1);

/** Every admin list answers with its total and the page it shows. */
export function adminPage<Item extends z.ZodType>(item: Item) {
  return z.object({
    count: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    page_size: z.number().int().positive(),
    results: z.array(item),
  });
}

/** An `:id` path parameter of the admin API. */
export const AdminIdParams = z.object({ id: z.uuid() });
export type AdminIdParams = z.infer<typeof AdminIdParams>;

/** Who did something (a save, a notice), as the admin screens show it; null for what the system seeded. */
export const AdminActor = z.object({ id: z.uuid(), email: z.string() }).nullable();
export type AdminActor = z.infer<typeof AdminActor>;

/** Spec §2 Admin: the alert for anyone who is neither staff nor superuser (403 on every admin call). */
export const ADMIN_NOT_AUTHORIZED_MESSAGE = 'You are not authorized to access this page.';
