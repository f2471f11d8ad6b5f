// A heading's shape: a short line that opens with a capital or a number and holds no sentence punctuation.
const HEADING_LINE = /^[\p{Lu}\d][^.!?;:。！？；：]*$/u;
const MAX_WORDS = 8;
const MIN_WORDS_BELOW = 15;

/**
 * A paragraph that is a subheading by its shape alone, when no style or known word says so ("Implant", "IUD & IUS"
 * in a results section typed without heading styles): a short line with no sentence punctuation over a paragraph of
 * prose. A sentence cut short ("Fell to 10.02% during lockdown.") ends with its full stop and is not one.
 */
export function headingShaped(text: string, below: string | undefined): boolean {
  const line = text.trim();
  const words = line.split(/\s+/).length;
  return (
    words <= MAX_WORDS &&
    HEADING_LINE.test(line) &&
    (below ?? '').trim().split(/\s+/).length >= Math.max(MIN_WORDS_BELOW, 2 * words)
  );
}
