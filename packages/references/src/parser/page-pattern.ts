/**
 * A page or an article number as the rules beside the tagger read it: "45", "S12", "e1003", "12a". (The tagger's
 * pages span is read with a wider one, fields-from-spans.ts and more-pages.ts: "A1B2" article numbers.)
 */
export const PAGE = '[A-Za-z]{0,2}\\d+[A-Za-z]?';
/** The dashes printed between two pages (hyphen, en and em dash, Unicode hyphens). */
export const DASH = '[-–—‐‑]';
