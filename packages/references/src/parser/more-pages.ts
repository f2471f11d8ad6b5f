// A page or an article number, as fields-from-spans reads it.
const PAGE = '[A-Za-z]{0,2}\\d+(?:[A-Za-z]{1,3}\\d+|[A-Za-z])?';
// A further page or range after the first: "27-39, 171-172", "28, 29", "323-332 et 404-413". Not a year ("12, 2001")
// nor a number's thousands ("3,712,959": no space after the comma).
const NEXT = new RegExp(
  `^\\s*(?:[,;]\\s|&|and\\s|et\\s|und\\s)\\s*(?!(?:1[5-9]|20)\\d\\d\\b(?!\\s*[-–—‐‑_]))(${PAGE})(?:\\s*[-–—‐‑_]\\s*(${PAGE}))?(?=\\s*(?:[,;.)]|$))`,
  'i',
);

/**
 * The further pages or ranges a pages span lists after its first ("13, 27-39, 171-172, 1980" cites two ranges):
 * ", 171-172" to append to the first, as CSL's page field writes a list, or "" when there are none.
 */
export function morePages(rest: string): string {
  let suffix = '';
  let text = rest;
  for (let match = NEXT.exec(text); match?.[1]; match = NEXT.exec(text)) {
    suffix += match[2] ? `, ${match[1]}-${match[2]}` : `, ${match[1]}`;
    text = text.slice(match[0].length);
  }
  return suffix;
}
