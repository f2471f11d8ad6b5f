import type { CslItem } from '@galley/contracts';

// What the tagger runs onto the end of a container: a status ("Ahead of print", "in press"), a special issue's
// caption ("Rangifer Special Issue 16"), months ("La Revue du Financier, mai-juin 2009").
const STATUS = /[\s,.;:]+(?:(?:epub\s+)?ahead\s+of\s+print|in\s+press|forthcoming|accepted|submitted)\.?$/i;
const SPECIAL_ISSUE = /[\s,.;:]+special\s+issue\.?$/i;
const MONTH =
  '(?:jan|january|janvier|feb|february|février|mar|march|mars|apr|april|avril|may|mai|jun|june|juin|jul|july|juillet|aug|august|août|sep|sept|september|septembre|oct|october|octobre|nov|november|novembre|dec|december|décembre|spring|summer|autumn|fall|winter)\\.?';
const MONTHS = new RegExp(`[\\s,.;:]+${MONTH}(?:\\s*[-–/]\\s*${MONTH})?$`, 'i');
// Publishers of proceedings, and words of publishers' names: a meeting's own acronym ("… 2006. ICRA") is none.
const PUBLISHER =
  /^(?:IEEE|ACM|AAAI|SIAM|SPIE|USENIX|IFIP|ACL|AMS|OSA|IOS|Springer|Elsevier|Citeseer|Kluwer|Wiley|Morgan|Curran|Omnipress|[A-Z][a-z]+\s+(?:Press|Verlag|Publishers|Publishing))$/;
// A meeting's publisher after its full stop: "In Proceedings AAAI-91. AAAI.", "In … (CVPR). IEEE".
const PUBLISHER_AFTER = /^(.*(?:\)|\d|\b[A-Z]{2,}))\.\s+((?:[A-Z][A-Za-z]+)(?:\s+[A-Z][A-Za-z]+)?)\.?$/;

// MLA's translator or editor before the journal: "Trans. Nicholas Rand. Critical Inquiry 13.2".
const LEADING_CONTRIBUTOR =
  /^(?:[Tt]rans|[Tt]r|[Ee]d)\.\s+(?:(?:[A-Z]\.\s*)+|[A-Z][\p{Ll}'’-]+\s+(?:[A-Z]\.\s*)*)[A-Z][\p{Ll}'’-]+\.\s+(?=\p{Lu})/u;
// MLA's medium after the container: "The Internet Classics Archive. Web".
const MEDIUM = /\.\s+(?:web|print|online)\.?$/i;

/**
 * Trims status words, a special issue's caption, months, a medium and a meeting's publisher off the container's
 * end, and a translator or editor off its start.
 */
export function trimContainerTail(source: string, item: CslItem): void {
  let container = item['container-title'];
  if (!container) return;
  container = container.replace(LEADING_CONTRIBUTOR, '');
  for (const tail of [STATUS, SPECIAL_ISSUE, MONTHS, MEDIUM]) {
    const match = tail.exec(container);
    if (match && match.index > 0) container = container.slice(0, match.index);
  }
  const meeting = /^(?:in:?\s+)?(?:proc|proceedings|[^.]*\b(?:conference|workshop|symposium))\b/i.test(
    container,
  )
    ? PUBLISHER_AFTER.exec(container)
    : null;
  if (meeting?.[1] && meeting[2] && PUBLISHER.test(meeting[2])) {
    container = meeting[1];
    if (!item.publisher) item.publisher = meeting[2];
  }
  if (container !== item['container-title'] && source.includes(container))
    item['container-title'] = container;
}
