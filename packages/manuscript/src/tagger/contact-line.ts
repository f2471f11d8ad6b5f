// A telephone or fax number with its label ("Tel: …", "Phone …", "Fax: …"), or opening with "+" or an area code in
// brackets; two of them may share the line ("Tel: +41 31 684 1111; Fax: +41 31 684 1112"). A bare run of digits (a
// date, a range of years) is none.
const LABEL = String.raw`(?:tel(?:ephone)?|phone|ph|fax|mobile|mob|cell)\.?\s*(?:no\.?\s*)?[:：]?\s*`;
const NUMBER = String.raw`(?:${LABEL}[+(]?|[+(])[\d\s().\/-]{7,}(?:\s*,?\s*ext\.?\s*\d+)?`;
const CONTACT_LINE = new RegExp(`^\\s*${NUMBER}(?:\\s*[;,|]\\s*${NUMBER})*\\s*$`, 'i');

/** A line holding only a telephone or fax number (and its label): the corresponding author's, on a title page. */
export function isContactLine(text: string): boolean {
  return CONTACT_LINE.test(text) && (text.match(/\d/g)?.length ?? 0) >= 7;
}
