import { z } from 'zod';
import { Locale } from '../locales.ts';
import { AdminActor, AdminPageQuery, adminPage } from './admin-paging.ts';

/** A notice's words in one language. */
export const BulletinText = z.object({
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(20_000),
});
export type BulletinText = z.infer<typeof BulletinText>;

/** Spec §2 bulletin: staff write each notice in every language the site speaks (en, ko, zh, ja). */
export const BulletinTexts = z.record(Locale, BulletinText);
export type BulletinTexts = z.infer<typeof BulletinTexts>;

/** What staff write: the words and the window it shows in (`published_to` null = until withdrawn). */
export const BulletinFields = z
  .object({
    texts: BulletinTexts,
    published_from: z.iso.datetime({ offset: true }),
    published_to: z.iso.datetime({ offset: true }).nullable(),
  })
  .refine(
    (notice) => !notice.published_to || Date.parse(notice.published_to) > Date.parse(notice.published_from),
    {
      message: 'The end of publication must come after its start.',
      path: ['published_to'],
    },
  );
export type BulletinFields = z.infer<typeof BulletinFields>;

/** What everyone reads. */
export const PublicBulletin = z.object({
  id: z.uuid(),
  texts: BulletinTexts,
  published_from: z.iso.datetime({ offset: true }),
  published_to: z.iso.datetime({ offset: true }).nullable(),
});
export type PublicBulletin = z.infer<typeof PublicBulletin>;

/** What staff see: also who wrote it and when. */
export const AdminBulletin = PublicBulletin.extend({
  author: AdminActor,
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type AdminBulletin = z.infer<typeof AdminBulletin>;

/** GET /api/v1/admin/bulletins/?page= (staff): every notice, published or not, newest `published_from` first. */
export const AdminBulletinListQuery = z.object({ page: AdminPageQuery });
export type AdminBulletinListQuery = z.infer<typeof AdminBulletinListQuery>;
export const AdminBulletinListResponse = adminPage(AdminBulletin);
export type AdminBulletinListResponse = z.infer<typeof AdminBulletinListResponse>;

/** GET /api/v1/bulletin/?page= (anyone): notices inside their window now, newest first. */
export const BulletinListQuery = z.object({ page: AdminPageQuery });
export type BulletinListQuery = z.infer<typeof BulletinListQuery>;
export const BulletinListResponse = adminPage(PublicBulletin);
export type BulletinListResponse = z.infer<typeof BulletinListResponse>;

/** GET /api/v1/bulletin/latest/ (anyone): the newest published notice for the home page, or null. */
export const LatestBulletinResponse = z.object({ bulletin: PublicBulletin.nullable() });
export type LatestBulletinResponse = z.infer<typeof LatestBulletinResponse>;

/** DELETE /api/v1/admin/bulletins/:id/ */
export const DeleteBulletinResponse = z.object({ deleted: z.uuid() });
export type DeleteBulletinResponse = z.infer<typeof DeleteBulletinResponse>;
