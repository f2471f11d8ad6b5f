import type { CslItem } from '@galley/contracts';
import { abbreviateJournal } from '@galley/references';
import { matchWords } from './match-text.ts';
import { withoutIdentifiers } from './without-identifiers.ts';

// Words reference strings print beside the bibliographic fields.
const FURNITURE = new Set(
  'epub ahead print review pubmed pmid pmcid doi available from http https www org com accessed cited internet article abstract discussion erratum suppl supplement part vol volume issue page pages online press and the with et al eds editor editors letter comment editorial correspondence chinese japanese german french spanish english russian italian portuguese korean polish language january february march april june july august september october november december spring summer autumn fall winter'.split(
    ' ',
  ),
);

/**
 * Words of the reference string that no field of the record explains (its title, authors, journal forms),
 * ignoring numbers, short words, identifiers and the usual furniture. When the parser found no title, a string
 * with several such words still prints a title — one that is not this record's.
 */
export function unexplainedWords(source: string | undefined, record: CslItem): string[] {
  const text = withoutIdentifiers(source);
  const journal = record['container-title'] ?? '';
  const explained = new Set([
    ...matchWords(record.title),
    ...(record.author ?? []).flatMap((name) =>
      matchWords(`${name.literal ?? ''} ${name.family ?? ''} ${name.given ?? ''}`),
    ),
    ...matchWords(`${journal} ${record['container-title-short'] ?? ''} ${abbreviateJournal(journal)}`),
  ]);
  return matchWords(text).filter(
    (word) => word.length >= 4 && /^[a-z]+$/.test(word) && !FURNITURE.has(word) && !explained.has(word),
  );
}
