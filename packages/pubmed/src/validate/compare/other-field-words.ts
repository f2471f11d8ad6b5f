import type { CslItem } from '@galley/contracts';
import { abbreviateJournal } from '@galley/references';
import { matchWords } from './match-text.ts';

/**
 * The words of a record's authors and journal (every form of its name): what a reference string may print
 * beside the title, and what a parser may wrongly read into it.
 */
export function otherFieldWords(record: CslItem): Set<string> {
  const journal = record['container-title'] ?? '';
  return new Set([
    ...(record.author ?? []).flatMap((name) =>
      matchWords(`${name.literal ?? ''} ${name.family ?? ''} ${name.given ?? ''}`),
    ),
    ...matchWords(`${journal} ${record['container-title-short'] ?? ''} ${abbreviateJournal(journal)}`),
  ]);
}
