// The layout of a pasted list, read from its line lengths: lines wrapped at a common width (copied from a PDF or
// a narrow column) fill that width, so a break after a line that had room for the next line's first word cannot
// be a wrap — the author ended the reference there. Unwrapped lists (one reference per line, as from Word) show
// no common width: their lengths spread widely and many lines run past the width most lines keep under.

/** Lines wrapped at a common width, and which breaks could be wraps. */
export interface ListLayout {
  wrapped: boolean;
  /** The width most lines keep under (characters), when wrapped. */
  width: number;
  /** Whether the break after line `index` (followed by a non-empty line) could be a wrap. */
  couldWrap: (index: number) => boolean;
  /**
   * Whether the next line's first word would have fitted on line `index` within the width: in a list wrapped
   * by a program at a fixed column that means no wrap, with a proportional font it may still be one.
   */
  hadRoom: (index: number) => boolean;
  /**
   * The layout's evidence (≤ 0, log-odds-like) that the break after line `index` is a wrap: the fuller the line,
   * the surer; a line past the width (an unbreakable URL) tells little.
   */
  wrapEvidence: (index: number) => number;
  /**
   * The layout's evidence (> 0) that the break after line `index`, which had room for the next word, ends a
   * reference: certain (Infinity) where every wrap filled the width, else the surer the more room there was.
   */
  roomEvidence: (index: number) => number;
}

// The width is the 95th percentile of the lengths of lines followed by another line (a few long URLs or
// unbreakable words may run past it); more than 3 % of lines past it by 15 % means the lines were not wrapped.
const WIDTH_PERCENTILE = 0.95;
const MAX_SHARE_OVER_WIDTH = 0.03;
// In a wrapped list most lines followed by another are full; the last line of each reference is not.
const MIN_SHARE_FULL = 0.4;
const MIN_BREAKS = 4;
// How full a line must be to have been wrapped is learnt from the lines that surely were (they break mid-phrase:
// after a comma, "and", a word in small letters): the narrowest of them, but for the lowest 5 % (a reference
// ending on such a word). A program wraps every line at one column; a PDF's proportional font lets lines of the
// same column hold 70 or 85 characters, and the narrowest wraps show it. Without enough of them, 90 % of the width.
const SURE_WRAP_PERCENTILE = 0.05;
const MIN_SURE_WRAPS = 5;
const WRAP_TOLERANCE = 0.9;
const MIN_RAGGED = 0.75;
// The line's last words decide (end-anchored patterns run on them only: a 1 MB paste has many lines).
const LAST_WORDS = 24;
const MID_PHRASE_END =
  /(?:[,;:&(\-–]|\b(?:and|of|the|in|for|with|on|to|a|an|by|from|at|et|und)|\p{Ll}{3,})\s*$/iu;

// A reference's last line is as long as it happens to be; a wrapped one is full. A break after a line the next
// word could not fit on is a wrap some twenty times in one (a reference ends on a full line when its last line
// happens to come within a word of the width): log-odds of about -3. With ragged lines (a PDF's proportional font),
// a line between the narrowest wraps seen and the width is less surely one.
const WRAP_PRIOR = 0.2;
const MAX_WRAP_EVIDENCE = 3.5;
const MIN_FULL_WRAP_EVIDENCE = 1.5;
const MIN_WRAP_EVIDENCE = 1.5;
const OVERLONG_WRAP_EVIDENCE = -1;
const OVERLONG = 1.1;
// Room for the next word in a ragged list: a line just under the narrowest wraps seen may be a narrower one.
const MIN_ROOM_EVIDENCE = 3;
const ROOM_EVIDENCE_SLOPE = 10;

export function readLayout(lines: string[]): ListLayout {
  const lengths = lines.map((line) => line.trim().length);
  const firstWords = lines.map((line) => line.trim().split(/\s/, 1)[0]?.length ?? 0);
  // The width at which the break after line `index` would have been forced: the line and the next word.
  const needed = (index: number) => (lengths[index] ?? 0) + 1 + (firstWords[index + 1] ?? 0);
  const followed: number[] = [];
  lengths.forEach((length, index) => {
    if (length > 0 && (lengths[index + 1] ?? 0) > 0) followed.push(index);
  });
  const unwrapped: ListLayout = {
    wrapped: false,
    width: 0,
    couldWrap: () => true,
    hadRoom: () => false,
    wrapEvidence: () => 0,
    roomEvidence: () => Number.POSITIVE_INFINITY,
  };
  if (followed.length < MIN_BREAKS) return unwrapped;
  const width = percentile(
    followed.map((index) => lengths[index] ?? 0),
    WIDTH_PERCENTILE,
  );
  const sureWraps = followed
    .filter(
      (index) =>
        (lengths[index] ?? 0) <= width && MID_PHRASE_END.test((lines[index] ?? '').slice(-LAST_WORDS)),
    )
    .map(needed);
  const learnt = sureWraps.length >= MIN_SURE_WRAPS ? percentile(sureWraps, SURE_WRAP_PERCENTILE) : 0;
  // Lines of one reference each that end on a word are no wraps: their lengths spread far under the width.
  const narrowest = learnt >= MIN_RAGGED * width ? Math.min(width + 1, learnt) : width * WRAP_TOLERANCE;
  // Ragged lines: the narrowest wraps seen are a sample, narrower ones may come; keep a margin of half the spread.
  const threshold = narrowest - (width + 1 - narrowest) / 2;
  const nonEmpty = lengths.filter((length) => length > 0);
  const overWidth = nonEmpty.filter((length) => length > width * 1.15).length / nonEmpty.length;
  // Whether the lines were wrapped at all is judged without the margin.
  const full = followed.filter((index) => needed(index) >= narrowest).length / followed.length;
  if (width === 0 || overWidth > MAX_SHARE_OVER_WIDTH || full < MIN_SHARE_FULL) return unwrapped;
  return {
    wrapped: true,
    width,
    couldWrap: (index) => needed(index) >= threshold,
    hadRoom: (index) => needed(index) < threshold,
    roomEvidence: (index) =>
      threshold > width
        ? Number.POSITIVE_INFINITY
        : MIN_ROOM_EVIDENCE + (ROOM_EVIDENCE_SLOPE * (threshold - needed(index))) / width,
    wrapEvidence: (index) => {
      if ((lengths[index] ?? 0) > width * OVERLONG) return OVERLONG_WRAP_EVIDENCE;
      const fullness = Math.min(1, Math.max(0, (needed(index) + 1 - threshold) / (width + 2 - threshold)));
      // A reference's last line comes within the next word of the width by chance: the likelier, the longer the word.
      const word = firstWords[index + 1] ?? 0;
      const full = Math.min(
        MAX_WRAP_EVIDENCE,
        Math.max(MIN_FULL_WRAP_EVIDENCE, -Math.log((word + 1) / width) + WRAP_PRIOR),
      );
      return -(MIN_WRAP_EVIDENCE + (full - MIN_WRAP_EVIDENCE) * fullness);
    },
  };
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}
