import { CatalogueJournal } from '@galley/contracts';

const UrlField = CatalogueJournal.shape.guidelinesUrl;

/** The author-guidelines link when it is a valid http(s) URL (the metadata has bare hosts and typos like hhttps). */
export function guidelinesUrl(text: string | null | undefined): string | null {
  const candidate = text?.trim();
  if (!candidate || !/^https?:\/\/[^/\s]+\.[^/\s]+/i.test(candidate) || /\s/.test(candidate)) return null;
  try {
    new URL(candidate);
  } catch {
    return null;
  }
  return UrlField.safeParse(candidate).success ? candidate : null;
}
