import type { CslItem, CslItemType, CslName } from '@galley/contracts';
import type { LabelledString } from './labelled-string.ts';
import {
  BODIES,
  bookTitleFrom,
  MEETINGS,
  PLACES,
  PUBLISHERS,
  SERVERS,
  SITES,
} from './render-non-articles.ts';

export const NON_ARTICLE_TYPES = [
  'book',
  'chapter',
  'report',
  'thesis',
  'paper-conference',
  'webpage',
  'article',
  'dataset',
] as const satisfies readonly CslItemType[];

const UNIVERSITIES = [
  'University of Oxford',
  'Harvard University',
  'University College London',
  'Karolinska Institutet',
  'University of Toronto',
  'Seoul National University',
  'University of Melbourne',
  'Johns Hopkins University',
];
const DEGREES = ['PhD thesis', 'Doctoral dissertation', "Master's thesis", 'MD thesis'];
const REPOSITORIES = ['Zenodo', 'Dryad', 'figshare', 'Harvard Dataverse', 'UK Data Service', 'OSF'];
const SITE_NAMES = ['World Health Organization', 'NHS', 'Cancer Research UK', 'GOV.UK', 'CDC', 'NICE'];

/** Spans of one label in the labelled set ("publisher", "location", "title" of strings with a publisher). */
function spans(strings: LabelledString[], label: string): string[] {
  const found: string[] = [];
  for (const { text, labels } of strings) {
    let start = -1;
    for (let index = 0; index <= text.length; index++) {
      const inside = labels[index] === label;
      if (inside && start < 0) start = index;
      if (!inside && start >= 0) {
        found.push(text.slice(start, index).replace(/^[\s,.:;([]+|[\s,.:;)\]]+$/g, ''));
        start = -1;
      }
    }
  }
  return found.filter((span) => span.length > 2 && span.length < 80);
}

/**
 * Non-article CSL items of eight types, as reference managers export them: names, titles and years from real
 * PubMed records; book titles, publishers and places from the labelled set's books (and the hand lists of
 * render-non-articles.ts). `count` items per type.
 */
export function nonArticleItems(
  records: CslItem[],
  labelled: LabelledString[],
  count: number,
  random: () => number,
): CslItem[] {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const chance = (probability: number) => random() < probability;
  const books = labelled.filter((string) => string.labels.includes('publisher'));
  const publishers = [...PUBLISHERS, ...spans(books, 'publisher')];
  const places = [...PLACES, ...spans(books, 'location')];
  const bookTitles = spans(books, 'title').filter((title) => /^[A-Z]/.test(title));
  const usable = records.filter(
    (item) => item.title && item.author?.some((name) => name.family && name.given) && item.issued,
  );
  const items: CslItem[] = [];
  for (const type of NON_ARTICLE_TYPES) {
    for (let index = 0; index < count; index++) {
      const base = pick(usable);
      const other = pick(usable);
      const people = (base.author ?? []).filter((name) => name.family).slice(0, 1 + Math.floor(random() * 8));
      const editors = (other.author ?? [])
        .filter((name) => name.family && name.given)
        .slice(0, 1 + Math.floor(random() * 3));
      const year = base.issued?.['date-parts']?.[0]?.[0] ?? 2015;
      const title = (base.title ?? '').replace(/[.\s]+$/, '');
      const bookTitle =
        chance(0.5) && bookTitles.length ? pick(bookTitles) : bookTitleFrom(other.title ?? '', random);
      const body: CslName[] = [{ literal: pick(BODIES) }];
      const firstPage = 10 + Math.floor(random() * 400);
      const pages = `${firstPage}-${firstPage + 5 + Math.floor(random() * 30)}`;
      const url = `https://${pick(SITES)}/publications/${title.toLowerCase().split(/\W+/).filter(Boolean).slice(0, 4).join('-')}`;
      const accessed = {
        'date-parts': [[year + 1, 1 + Math.floor(random() * 12), 1 + Math.floor(random() * 28)]],
      };
      const doi = `10.${1000 + Math.floor(random() * 9000)}/${type}.${year}.${Math.floor(random() * 1e6)}`;
      const item: CslItem = { id: `${type}-${index}`, type, issued: { 'date-parts': [[year]] } };
      switch (type) {
        case 'book':
          Object.assign(item, {
            author: people,
            title: bookTitle,
            publisher: pick(publishers),
            'publisher-place': pick(places),
          });
          if (chance(0.35)) item.edition = String(2 + Math.floor(random() * 6));
          if (chance(0.15)) item.editor = editors;
          break;
        case 'chapter':
          Object.assign(item, {
            author: people,
            title,
            editor: editors,
            'container-title': bookTitle,
            publisher: pick(publishers),
            'publisher-place': pick(places),
            page: pages,
          });
          if (chance(0.25)) item.edition = String(2 + Math.floor(random() * 6));
          break;
        case 'report':
          Object.assign(item, {
            author: chance(0.5) ? body : people,
            title,
            publisher: chance(0.5) ? (body[0]?.literal ?? '') : pick(publishers),
            'publisher-place': pick(places),
          });
          if (chance(0.5)) item.number = String(1 + Math.floor(random() * 990));
          if (chance(0.3)) item.genre = pick(['Technical report', 'Research report', 'Working paper']);
          if (chance(0.5)) Object.assign(item, { URL: url, accessed });
          break;
        case 'thesis':
          Object.assign(item, {
            author: people.slice(0, 1),
            title,
            genre: pick(DEGREES),
            publisher: pick(UNIVERSITIES),
            'publisher-place': pick(places),
          });
          break;
        case 'paper-conference':
          Object.assign(item, {
            author: people,
            title,
            'event-title': `${pick(['', '15th ', '43rd '])}${pick(MEETINGS)} of the ${pick(BODIES).replace(/^The /, '')}`,
          });
          if (chance(0.6))
            Object.assign(item, { 'container-title': `Proceedings of the ${pick(MEETINGS)}`, page: pages });
          if (chance(0.5))
            Object.assign(item, { publisher: pick(publishers), 'publisher-place': pick(places) });
          if (chance(0.3)) item.DOI = doi;
          break;
        case 'webpage':
          Object.assign(item, {
            author: chance(0.5) ? body : people,
            title,
            'container-title': pick(SITE_NAMES),
            URL: url,
            accessed,
          });
          if (chance(0.6))
            item.issued = {
              'date-parts': [[year, 1 + Math.floor(random() * 12), 1 + Math.floor(random() * 28)]],
            };
          break;
        case 'article':
          Object.assign(item, {
            author: people,
            title,
            publisher: pick(SERVERS),
            DOI: doi,
            issued: { 'date-parts': [[year, 1 + Math.floor(random() * 12), 1 + Math.floor(random() * 28)]] },
          });
          if (chance(0.3)) item.genre = 'Preprint';
          break;
        case 'dataset':
          Object.assign(item, { author: people, title, publisher: pick(REPOSITORIES), DOI: doi });
          if (chance(0.3)) Object.assign(item, { URL: url, accessed });
          break;
      }
      items.push(item);
    }
  }
  return items;
}
