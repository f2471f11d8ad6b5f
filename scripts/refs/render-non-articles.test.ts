import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { TOKEN_LABELS } from '../../packages/references/src/parser/token-labels.ts';
import { renderNonArticles } from './render-non-articles.ts';
import { seededRandom } from './seeded-random.ts';

const ITEMS: CslItem[] = [
  {
    id: '1',
    type: 'article-journal',
    title: 'Tau pathology in the aging brain.',
    author: [
      { family: 'Lantos', given: 'Peter L' },
      { family: 'Cairns', given: 'Nigel J' },
    ],
    issued: { 'date-parts': [[2004]] },
  },
  {
    id: '2',
    type: 'article-journal',
    title: 'Vaccine decision making in primary care',
    author: [{ family: 'Whitehouse', given: 'Peter J' }],
    issued: { 'date-parts': [[1998]] },
  },
];

/** The text of each labelled run of a rendered string. */
function runs(text: string, labels: (string | undefined)[]): Map<string, string[]> {
  const result = new Map<string, string[]>();
  let start = 0;
  for (let index = 1; index <= text.length; index++) {
    if (index < text.length && labels[index] === labels[start]) continue;
    const label = labels[start];
    if (label) result.set(label, [...(result.get(label) ?? []), text.slice(start, index)]);
    start = index;
  }
  return result;
}

describe('renderNonArticles', () => {
  const made = renderNonArticles(ITEMS, 300, seededRandom(5));

  it('labels every character but the gaps between fields, with the tagger’s labels', () => {
    expect(made.length).toBeGreaterThan(250);
    for (const string of made) {
      expect(string.labels).toHaveLength(string.text.length);
      string.labels.forEach((label, index) => {
        if (label === undefined) expect(string.text[index]).toBe(' ');
        else expect(TOKEN_LABELS).toContain(label);
      });
    }
  });

  it('renders books, chapters, reports, web pages, meetings and preprints from the items’ own names and titles', () => {
    const all = made.map((string) => runs(string.text, string.labels));
    expect(all.some((fields) => fields.has('publisher') && fields.has('location'))).toBe(true);
    expect(all.some((fields) => fields.get('editor')?.some((text) => /^In:? /.test(text)))).toBe(true);
    expect(
      all.some((fields) => fields.has('url') && fields.get('note')?.some((text) => /Available/.test(text))),
    ).toBe(true);
    expect(
      all.some((fields) =>
        fields.get('container')?.some((text) => /Rxiv|SSRN|Preprints|Research Square/.test(text)),
      ),
    ).toBe(true);
    expect(all.some((fields) => fields.get('edition')?.some((text) => /ed/.test(text)))).toBe(true);
    for (const fields of all) {
      const title = fields.get('title')?.join(' ') ?? '';
      expect(/Tau|Vaccine|tau|vaccine/.test(title)).toBe(true);
    }
  });

  it('is deterministic for a seed', () => {
    expect(renderNonArticles(ITEMS, 20, seededRandom(9))).toEqual(
      renderNonArticles(ITEMS, 20, seededRandom(9)),
    );
  });
});
