import type { CslItem, TitleElement } from '@galley/contracts';
import { toSentenceCase } from '../../text-case/to-sentence-case.ts';
import { toTitleCase } from '../../text-case/to-title-case.ts';

// "Studies on X. III. Effects of Y" / "Part II:" — a roman numeral standing alone as a series number.
const ODD_SPACE = /\s\s|[^\S ]/;
const SERIES_NUMERAL = /(^|[.:]\s+)(?:Part\s+)?[IVXLC]+[.:]\s+/g;

/** The title with the title element's transformations, in the order a reader would apply them. */
export function renderTitle(item: CslItem, element: TitleElement): string | undefined {
  // Most titles have single spaces already: a test is cheaper than a replace that copies.
  let title = item.title ? singleSpaced(item.title).trim() : undefined;
  if (!title) return undefined;
  if (element.removeRomanNumeral) title = title.replace(SERIES_NUMERAL, '$1').trim();
  if (element.removeSubtitle) {
    const cut = title.search(/:\s|\s[-–—]\s/);
    if (cut > 0) title = title.slice(0, cut).trim();
  }
  switch (element.case) {
    case 'sentence':
      title = toSentenceCase(title);
      break;
    case 'title':
      // Title case is English typography: CSL processors leave titles in other languages as they are.
      if (!item.language || /^en/i.test(item.language)) title = toTitleCase(title);
      break;
    case 'upper':
      title = title.toUpperCase();
      break;
    case 'lower':
      title = title.toLowerCase();
      break;
    default:
      break;
  }
  if (element.lowercaseExceptFirst) title = title.charAt(0).toUpperCase() + title.slice(1).toLowerCase();
  if (element.addPeriod && !/[.?!]["'”’)\]]?$/.test(title)) title = `${title}.`;
  return title;
}

/** White space runs as one space each, `.replace(/\s+/g, ' ')`. */
function singleSpaced(text: string): string {
  return ODD_SPACE.test(text) ? text.replace(/\s+/g, ' ') : text;
}
