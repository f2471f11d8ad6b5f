import type { CslItem } from '@galley/contracts';
import { PAGE } from './page-pattern.ts';

// An issue as printed in brackets: "7", "1-2", "3/4", "Suppl 1", "Pt 2", "S2" — a number, never a date
// nor a year (Chicago's "21, no. 4 (January 1950): 482" and "37 (1931): 269" have the date there).
const ISSUE =
  '(?:[A-Za-z]{1,6}\\.?\\s?)?(?!(?:1[5-9]|20)\\d\\d(?!\\d))\\d{1,4}[A-Za-z]?(?:\\s*[-–‐‑/]\\s*\\d{1,4}[A-Za-z]?)?';
// "175(7):4769–76", "68(4): 930–934", "24(Suppl 1):S12-S18": volume, issue in brackets, colon, pages — the
// Vancouver/NLM form, unambiguous wherever it is printed (not inside a DOI or URL: no slash or word before, and
// not an issue's own number: "no. 4 (…)").
const VOLUME_ISSUE_PAGES = new RegExp(
  `(?<![\\w./-]|\\b(?:no|nr|n°|nº|issue)\\.?\\s*)(\\d{1,5}[A-Za-z]?)\\s*\\(\\s*(${ISSUE})\\s*\\)\\s*:\\s*(${PAGE}(?:\\s*[-–—‐‑]\\s*${PAGE})?)(?![\\w/])`,
  'gi',
);

/**
 * Reads "volume(issue):pages" whatever the tagger made of it: it can label the pages as a second volume run
 * ("127(1):79–183" gave volume 79–183 and no pages) or the colon as a volume of its own.
 */
export function readVolumeIssuePages(source: string, item: CslItem): void {
  if (!source.includes('):') && !source.includes(') :')) return;
  // Several in one string: "[published correction appears in JAMA. 2011;305(11):1096]. JAMA. 2011;305(3):275-283".
  // Never one inside square brackets; of the others, the one with the tagger's volume, else the first.
  const matches = [...source.matchAll(VOLUME_ISSUE_PAGES)].filter(
    (candidate) => !insideBrackets(source, candidate.index ?? 0),
  );
  const match = matches.find((candidate) => candidate[1] === item.volume) ?? matches[0];
  if (!match?.[1] || !match[2] || !match[3]) return;
  const confidence = item.confidence ?? {};
  item.volume = match[1];
  item.issue = match[2];
  item.page = match[3].replace(/\s*[-–—‐‑]\s*/, '-');
  for (const field of ['volume', 'issue', 'page'] as const)
    confidence[field] = Math.max(confidence[field] ?? 0, 0.9);
  item.confidence = confidence;
}

/** Whether `at` is inside a square bracket opened before it and not yet closed. */
function insideBrackets(source: string, at: number): boolean {
  return source.lastIndexOf('[', at) > source.lastIndexOf(']', at);
}
