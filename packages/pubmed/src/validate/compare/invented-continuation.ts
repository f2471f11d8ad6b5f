import type { CslItem } from '@galley/contracts';
import { FOREIGN_WORDS, foreignTitleWords } from './foreign-title-words.ts';
import { matchText } from './match-text.ts';
import { otherFieldWords } from './other-field-words.ts';
import { withoutIdentifiers } from './without-identifiers.ts';

const BREAK = 'qqfieldbreakqq';

/**
 * What the reference string prints right after `printed` (the record's title or main title), up to the end of that
 * field, when it holds words the record does not explain: "Real main title: made-up subtitle", "Real title:
 * made-up tail". Such a string prints the record's title only as the start of another one. Words of the journal,
 * the authors and the usual furniture ("[see comments]") do not count. Undefined when the title is not printed or
 * nothing invented follows it.
 */
export function inventedContinuation(
  source: string | undefined,
  printed: string,
  record: CslItem,
): string | undefined {
  // A field ends at a sentence's end, a comma or a closing quote (styles put one after the title).
  const marked = withoutIdentifiers(source).replace(
    /[.?!]+(?:\s+(?=[\p{Lu}\d(])|\s*$)|,\s|[”"»]/gu,
    ` ${BREAK} `,
  );
  // Field ends are looked for after the title only: a title may hold one itself ("Musa spp. cv. Grand Naine").
  const words: string[] = [];
  const ends = new Set<number>();
  for (const word of matchText(marked).split(' ')) {
    if (word === BREAK) ends.add(words.length);
    else if (word) words.push(word);
  }
  const title = matchText(printed).split(' ');
  const at = words.findIndex((_, start) => title.every((word, k) => words[start + k] === word));
  if (at < 0) return undefined;
  const from = at + title.length;
  let to = from;
  while (to < words.length && !ends.has(to)) to += 1;
  const continuation = words.slice(from, to).join(' ');
  const foreign = foreignTitleWords(continuation, record.title ?? '', otherFieldWords(record));
  return foreign.words.length >= FOREIGN_WORDS ? continuation : undefined;
}
