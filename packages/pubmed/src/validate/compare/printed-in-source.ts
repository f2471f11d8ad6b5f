import type { ComparedField, CslItem } from '@galley/contracts';
import { abbreviateJournal } from '@galley/references';
import { withoutPlace } from './compare-journal.ts';
import { pageRange } from './compare-pages.ts';
import { inventedContinuation } from './invented-continuation.ts';
import { matchText, sameWordWithTypo } from './match-text.ts';
import { withoutIdentifiers } from './without-identifiers.ts';

/**
 * The record's own value of a field, when the reference string prints it word for word — a second opinion for
 * when the parser split the string wrongly (title words read as an author, the title's tail read as the journal).
 * Only the record's true value can pass, so a citation with another paper's authors or title never does, nor one
 * that prints the record's title as the start of a longer, invented one.
 */
export function printedInSource(
  source: string | undefined,
  record: CslItem,
  field: ComparedField,
): string | undefined {
  const title = matchText(record.title);
  const whole = ` ${matchText(withoutIdentifiers(source))} `;
  if (whole.length <= 2) return undefined;
  // Journal and author names are looked for outside the paper's own title ("Language" in a title about language),
  // and journals outside the collective authors too ("Haemophilia Centres Network" is no journal "Haemophilia").
  let text = field === 'title' || !title ? whole : whole.replace(` ${title} `, ' ');
  if (field === 'journal') {
    for (const name of record.author ?? []) {
      const collective = matchText(name.literal);
      if (collective) text = text.replace(` ${collective} `, ' ');
    }
  }
  const printed = (value: string | undefined, minWords: number) => {
    const normal = matchText(value);
    return normal.split(' ').length >= minWords && text.includes(` ${normal} `);
  };
  switch (field) {
    case 'title': {
      const main = (record.title ?? '').split(/:\s/)[0] ?? '';
      const found = printed(record.title, 3) ? record.title : printed(main, 4) ? main : undefined;
      // The record's title as the start of a longer one ("Real title: invented subtitle") is not its title.
      return found && !inventedContinuation(source, found, record) ? record.title : undefined;
    }
    case 'authors': {
      // The first three family names (all of them when fewer), in the record's order.
      const families = (record.author ?? [])
        .slice(0, 3)
        .map((name) => matchText(name.literal ?? name.family));
      if (families.length === 0 || families.some((family) => family.length < 2)) return undefined;
      let from = 0;
      for (const family of families) {
        const at = text.indexOf(` ${family} `, from);
        if (at < 0) return undefined;
        from = at + family.length + 1;
      }
      return (record.author ?? []).map((name) => name.literal ?? name.family).join(', ');
    }
    case 'journal': {
      const forms = [
        record['container-title-short'],
        withoutPlace(record['container-title']),
        abbreviateJournal(withoutPlace(record['container-title'])),
      ];
      // Spaces aside too, for forms long enough to be unmistakable ("Proc Natl Acad Sci USA" / "U S A").
      const joined = text.replace(/ /g, '');
      return forms.find((form) => {
        const normal = matchText(form);
        return (
          (normal.length >= 4 && printed(form, 1)) ||
          (normal.length >= 12 && joined.includes(normal.replace(/ /g, '')))
        );
      });
    }
    case 'page': {
      const first = pageRange(record.page ?? record.number)?.first;
      return first && /\d/.test(first) && first.length >= 3 && printed(first, 1)
        ? (record.page ?? record.number)
        : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * The record's first family names (up to three), in order, among the string's words allowing one typo each:
 * the authors are printed, if misspelt ("Huhges WT" for Hughes). Returns the words found.
 */
export function authorsPrintedLoosely(source: string | undefined, record: CslItem): string[] | undefined {
  const words = matchText(withoutIdentifiers(source)).split(' ');
  const families = (record.author ?? [])
    .slice(0, 3)
    .map((name) => matchText(name.literal ?? name.family).replace(/ /g, ''));
  if (families.length === 0 || families.some((family) => family.length < 2)) return undefined;
  const found: string[] = [];
  let from = 0;
  for (const family of families) {
    const at = words.findIndex(
      (word, index) => index >= from && (word === family || sameWordWithTypo(word, family)),
    );
    if (at < 0) return undefined;
    found.push(words[at] ?? '');
    from = at + 1;
  }
  return found;
}
