const NO_VOLUME = /^\s*(?:sec(?:t(?:ion)?)?\.?\s|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b)/i;
// The caption before a volume: "Vol.", "vols.", "v." (geology's "v. 24"), French "t.", German "Bd."/"Jg.". A bare
// "v" is a caption only before a number; alone it is the roman five.
const VOLUME_LEAD = /^(?:vol(?:ume)?s?\.?|v\.|v(?=\s*\d)|t\.|tome|bd\.?|band|jg\.?)\s*/i;
// A number with a letter or an ordinal's ending ("4th"), a range, or roman numerals.
const VOLUME = /([A-Za-z]?\d+(?:st|nd|rd|th|[A-Za-z])?(?:\s*[-–]\s*\d+)?|\b[IVXLC]+\b)/i;
// Roman numerals printed spaced: "X L I".
const SPACED_ROMAN = /^((?:[IVXLC]\s){1,6}[IVXLC])\W*$/;
// An issue after its caption: "No. 2", "n° 4", "n.4", "nº 12", "Nr. 3", "Heft 2", "H. 1–2", "issue 7".
const ISSUE_LEAD =
  /(?:^|[\s,;.(])(?:nos?|nr|n[°º]|num|núm|n|issue|iss|heft|h)\.?\s*(\d+[A-Za-z]?(?:\s*[-–/]\s*\d+[A-Za-z]?)?)(?!\w)/i;
// A double issue: "n° 5, et n° 6", "nos. 3 and 4".
const SECOND_ISSUE = /^\s*,?\s*(?:et|and|und|y|&)\s*(?:nos?|nr|n[°º]|n)?\.?\s*(\d+)(?!\w)/i;
// "12(3)" and ACS's "288, (5465)".
const ISSUE_BRACKETS = /\d\s*,?\s*\(([^)]+)\)/;
// What Chicago and MLA print in brackets after a volume is its date, not an issue: "24 (September 2003)",
// "400 (12 August)", "93 (Spring 2011)", "37 (1931)".
const BRACKETED_DATE =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|spring|summer|autumn|fall|winter)[a-z]*\b|(?<!\d)(?:1[5-9]|20)\d\d(?!\d)/i;
const SUPPLEMENT = /\b(suppl(?:ement)?\.?(?:\s*\d+\w*)?)/i;
// Two bare numbers in one volume span: "40.1" (MLA), "50: 3", "34 3" — volume then issue; never a year ("vol. 5, 2001").
// Not after a comma: ACM's "8, 4 (Dec. 1995)" is volume and issue, but Nature's "13, 9 (2018)" volume and article
// number, "0912, 031" a volume and page, "3,712,959" a patent number.
// With a space only, the issue is short: "34 3" ("1 273" is a volume and its page).
const PAIR = /^(\d+)(?:\s*[.:]\s*(?!(?:1[5-9]|20)\d\d$)(\d{1,4})|\s+(\d{1,2}))$/;
// BioMed Central's year before the volume, run into the volume's span: "AIDS 2004, 18:1459" ("2004, 18").
const LEADING_YEAR = /^(?:1[5-9]|20)\d\d[a-z]?\s*[,;]\s*(?=\d)/;

/**
 * The volume and issue a span labelled volume holds, as anystyle's labellers label it ("12(3)", "Vol. 9, No. 2",
 * "v. 24", "vol. 27, n° 4", "24 Suppl 1"): captions are dropped, the issue is read from brackets or its caption.
 */
export function readVolumeSpan(text: string): { volume?: string; issue?: string } {
  // A newspaper's section ("sec. 4", "sec. 1A") and a date ("25/04/2013") are no volume.
  if (NO_VOLUME.test(text)) return {};
  const value = text.replace(VOLUME_LEAD, '').replace(LEADING_YEAR, '');
  const roman = SPACED_ROMAN.exec(value)?.[1];
  if (roman) return { volume: roman.replace(/\s/g, '') };
  const pair = PAIR.exec(value);
  const paired = pair?.[2] ?? pair?.[3];
  if (pair?.[1] && paired) return { volume: pair[1], issue: paired };
  const captioned = ISSUE_LEAD.exec(value);
  // A span that starts with an issue's caption ("No. 2") holds no volume.
  const volume = captioned?.index === 0 ? undefined : VOLUME.exec(value)?.[1]?.replace(/\s+/g, '');
  const second = captioned
    ? SECOND_ISSUE.exec(value.slice(captioned.index + captioned[0].length))?.[1]
    : undefined;
  const bracketed = value.includes('(') ? ISSUE_BRACKETS.exec(value)?.[1] : undefined;
  const issue =
    (bracketed && !BRACKETED_DATE.test(bracketed) ? bracketed : undefined) ??
    (captioned?.[1] && second ? `${captioned[1]}-${second}` : captioned?.[1]) ??
    SUPPLEMENT.exec(value)?.[1];
  return {
    ...(volume ? { volume } : {}),
    ...(issue ? { issue: issue.trim().replace(/\s+/g, ' ') } : {}),
  };
}
