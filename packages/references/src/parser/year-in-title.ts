import type { CslItem } from '@galley/contracts';

// A year the tagger left at the title's head ("2013 Building Mound A …", after "… Kidder") or after a comma at
// its end ("The Hydrolysis of Cations, 1976"); "Annual Report 2012" keeps its year.
const LEADING = /^((?:1[5-9]|20)\d\d)[a-z]?[.,:]?\s+(?=\p{Lu})/u;
const TRAILING = /,\s*\(?((?:1[5-9]|20)\d\d)[a-z]?\)?\.?$/;

/** The date of an item without one, read from the edge of its title, and the title without it. */
export function yearInTitle(item: CslItem): void {
  const title = item.title;
  if (item.issued || !title) return;
  const match = LEADING.exec(title) ?? TRAILING.exec(title);
  if (!match?.[1]) return;
  item.issued = { 'date-parts': [[Number(match[1])]] };
  item.title = (match.index === 0 ? title.slice(match[0].length) : title.slice(0, match.index)).trim();
  if (item.confidence) item.confidence.issued = 0.6;
}
