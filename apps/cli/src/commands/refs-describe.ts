import type { CslItem, CslName, ReferenceField } from '@galley/contracts';

const FIELDS: [string, ReferenceField | undefined, (item: CslItem) => string | undefined][] = [
  ['author', 'author', (item) => item.author?.map(nameText).join('; ')],
  ['title', 'title', (item) => item.title],
  ['journal', 'container-title', (item) => item['container-title']],
  ['issued', 'issued', (item) => item.issued?.['date-parts']?.[0]?.join('-') ?? item.issued?.raw],
  ['volume', 'volume', (item) => item.volume],
  ['issue', 'issue', (item) => item.issue],
  ['page', 'page', (item) => item.page],
  ['DOI', 'DOI', (item) => item.DOI],
  ['PMID', 'PMID', (item) => item.PMID],
  ['PMCID', 'PMCID', (item) => item.PMCID],
  ['URL', 'URL', (item) => item.URL],
  ['publisher', 'publisher', (item) => item.publisher],
];

/** One item as readable lines: its number and type, then each field with the parser's confidence if any. */
export function describeItem(item: CslItem, index: number): string {
  const lines = [`[${index + 1}] ${item.type}`];
  for (const [label, field, value] of FIELDS) {
    const text = value(item);
    if (!text) continue;
    const confidence = field ? item.confidence?.[field] : undefined;
    lines.push(
      `  ${label.padEnd(9)} ${text}${confidence === undefined ? '' : `  (${confidence.toFixed(2)})`}`,
    );
  }
  return lines.join('\n');
}

function nameText(name: CslName): string {
  if (name.literal) return name.literal;
  return [[name.family, name.given].filter(Boolean).join(', '), name.suffix].filter(Boolean).join(', ');
}
