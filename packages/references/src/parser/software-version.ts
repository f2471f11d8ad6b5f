import type { CslItem } from '@galley/contracts';

// "R package version 1.1-7", "version 2.0.3": a software's version, never a volume or pages.
const VERSION = /\bversion\s+(\d+(?:[.-]\d+[a-z]?)+)/i;
// The title's end where the version was cut off: "… S4. R package version 1".
const CUT_VERSION = /\bversion\s+[\d.]*$/i;
const NUMBER_FIELDS = ['volume', 'issue', 'page', 'number'] as const;

/**
 * A version number the fields took apart ("R package version 1.1-7" read as title "… version 1" and pages "1-7"):
 * a volume, issue, pages or number printed only inside the version goes, and the title gets the whole version
 * back. Mends `item` in place.
 */
export function softwareVersion(source: string, item: CslItem): void {
  const match = VERSION.exec(source);
  if (!match) return;
  const from = match.index;
  const to = from + match[0].length;
  for (const key of NUMBER_FIELDS) {
    const value = item[key];
    if (value && printedOnlyWithin(source, value, from, to)) delete item[key];
  }
  const title = item.title ?? '';
  const cut = CUT_VERSION.exec(title);
  if (cut) item.title = title.slice(0, cut.index) + match[0];
}

/** Every place the string prints `value` (as a whole number or range) lies between `from` and `to`. */
function printedOnlyWithin(source: string, value: string, from: number, to: number): boolean {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/-/g, '[-–]');
  const places = [...source.matchAll(new RegExp(`(?<![\\d])${escaped}(?![\\d])`, 'g'))];
  return places.length > 0 && places.every((place) => place.index >= from && place.index < to);
}
