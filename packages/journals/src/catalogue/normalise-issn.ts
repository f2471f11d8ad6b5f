/**
 * An ISSN as NNNN-NNNC with an uppercase X, or null when the text is not one or its check digit is wrong
 * (a mistyped ISSN would make two journals look like one, or find none).
 */
export function normaliseIssn(text: string): string | null {
  const compact = text.trim().toUpperCase().replace(/[\s-]/g, '');
  if (!/^\d{7}[\dX]$/.test(compact)) return null;
  const weighted = [...compact.slice(0, 7)].reduce(
    (sum, digit, index) => sum + Number(digit) * (8 - index),
    0,
  );
  const check = (11 - (weighted % 11)) % 11;
  const expected = check === 10 ? 'X' : String(check);
  return compact[7] === expected ? `${compact.slice(0, 4)}-${compact.slice(4)}` : null;
}
