import { useSiteConfig } from './use-site-config.ts';

/**
 * The address for contact links. The server's site configuration decides; until it has loaded, or if it
 * cannot be loaded, the address the app was built with (VITE_GALLEY_CONTACT_EMAIL) keeps the contact
 * button on every page (spec §1).
 */
export const BUILT_IN_CONTACT_EMAIL: string =
  import.meta.env.VITE_GALLEY_CONTACT_EMAIL ?? 'support@galley.example';

export function useContactEmail(): string {
  return useSiteConfig().data?.contactEmail ?? BUILT_IN_CONTACT_EMAIL;
}
