/** A page or an article number as rules read it beside the tagger: "45", "S12", "e1003", "12a". */
export const PAGE = '[A-Za-z]{0,2}\\d+[A-Za-z]?';
/** The dashes printed between two pages (hyphen, en and em dash, Unicode hyphens). */
export const DASH = '[-–—‐‑]';
