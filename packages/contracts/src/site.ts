import { z } from 'zod';
import { LocalizedText } from './locales.ts';

export const GalleyEnvironment = z.enum(['development', 'public-test', 'production']);
export type GalleyEnvironment = z.infer<typeof GalleyEnvironment>;

const IsoDate = z.iso.datetime({ offset: true }).or(z.iso.date());

/** A discount shown in a strip above the navbar until `endsAt`. */
export const SaleBanner = z.object({
  id: z.string().min(1),
  discountPercent: z.number().int().min(1).max(100),
  endsAt: IsoDate,
  message: LocalizedText,
});
export type SaleBanner = z.infer<typeof SaleBanner>;

/** A popup the user may hide: updates for one day, notices for one week (spec §2, §9). */
export const PopupBanner = z.object({
  id: z.string().min(1),
  title: LocalizedText,
  body: LocalizedText,
});
export type PopupBanner = z.infer<typeof PopupBanner>;

export const SiblingProduct = z.object({ name: z.string().min(1), url: z.url() });
export type SiblingProduct = z.infer<typeof SiblingProduct>;

/** GET /api/v1/site/config/ — what the server tells every visitor before sign-in. */
export const SiteConfigResponse = z.object({
  environment: GalleyEnvironment,
  contactEmail: z.email(),
  siblingProducts: z.array(SiblingProduct),
  banners: z.object({
    sale: SaleBanner.nullable(),
    update: PopupBanner.nullable(),
    notice: PopupBanner.nullable(),
  }),
});
export type SiteConfigResponse = z.infer<typeof SiteConfigResponse>;
