import type { CslItem } from '@galley/contracts';
import { inventedContinuation } from './invented-continuation.ts';
import { matchText } from './match-text.ts';

/**
 * The title as the reference string prints it, when it is the record's title (or main title) followed by words
 * the record does not have: a real title's start with an invented end, whatever part of it the parser took for
 * the title. Undefined otherwise.
 */
export function titleWithInventedTail(source: string | undefined, record: CslItem): string | undefined {
  const title = record.title ?? '';
  const main = title.split(/:\s/)[0] ?? '';
  for (const [printed, minWords] of [
    [title, 3],
    [main, 4],
  ] as const) {
    if (matchText(printed).split(' ').length < minWords) continue;
    const tail = inventedContinuation(source, printed, record);
    if (tail) return asPrinted(source ?? '', `${printed} ${tail}`) ?? `${printed} ${tail}`;
  }
  return undefined;
}

/** The stretch of the string that holds these words, punctuation and case as printed. */
function asPrinted(source: string, text: string): string | undefined {
  // matchText's words are letters and digits only: nothing to escape.
  const pattern = new RegExp(matchText(text).split(' ').join('[^\\p{L}\\p{N}]+'), 'iu');
  return pattern.exec(source.normalize('NFKD').replace(/\p{M}/gu, ''))?.[0];
}
