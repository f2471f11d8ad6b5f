// Nearly every reference carries its year (or "n.d.", "in press"): in the labelled sets 98 % or more. A break that
// would leave the reference before it, or the text after it up to the next sure start, without one is most likely
// a wrap inside one reference.
const YEAR =
  /\b(?:1[5-9]|20)\d{2}[a-z]?\b|\bn\.\s?d\.|\b(?:in press|forthcoming|in preparation|to appear)\b/i;
const WITHOUT_YEAR = -2.5;
const WITH_YEAR = 0.25;
const AHEAD_WITHOUT_YEAR = -2;

export function hasYear(text: string): boolean {
  return YEAR.test(text);
}

/**
 * For each of the non-empty lines `indexes`, whether the text from it up to the next sure start (`sure`) holds a
 * year: what a new reference starting there would carry, unless it is cut again before.
 */
export function yearsAhead(lines: string[], indexes: number[], sure: (index: number) => boolean): boolean[] {
  // Filled from the end: sized first, so holes do not turn it into a dictionary (slow on a 1 MB paste).
  const ahead: boolean[] = new Array<boolean>(lines.length).fill(false);
  let following: boolean | undefined;
  for (let position = indexes.length - 1; position >= 0; position--) {
    const index = indexes[position] ?? 0;
    const own = hasYear(lines[index] ?? '');
    const next = indexes[position + 1];
    ahead[index] = own || (next !== undefined && !sure(next) && following === true);
    following = ahead[index];
  }
  return ahead;
}

/** Evidence for a new reference from the years on either side of a break. */
export function yearEvidence(before: boolean, after: boolean): number {
  return (before ? WITH_YEAR : WITHOUT_YEAR) + (after ? WITH_YEAR : AHEAD_WITHOUT_YEAR);
}
