import type { Citation, Manuscript, Paragraph, StepValue, TagResult } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { testParagraph } from '../test-support/test-paragraph.ts';
import { blockTexts } from './block-texts.ts';
import { withTitleText } from './with-title-text.ts';

const para = testParagraph;
const model = (blocks: Paragraph[], citations: Citation[] = []): Manuscript => ({
  blocks,
  notes: [],
  citations,
  warnings: [],
});
type Range = [block: string, start: number, end: number];
const tagged = (...steps: [StepValue, Range[]][]): TagResult => ({
  tagger: 'local',
  warnings: [],
  steps: steps.map(([step, ranges]) => ({
    step,
    confidence: 0.9,
    highlights: ranges.map(([block, start, end]) => ({ block, start, end, confidence: 0.9 })),
  })),
});
/** Each step's highlighted texts, as the writer will read them. */
const stepTexts = ({ manuscript, tags }: { manuscript: Manuscript; tags: TagResult }) => {
  const texts = blockTexts(manuscript);
  return Object.fromEntries(
    tags.steps.map((s) => [s.step, s.highlights.map((h) => texts.get(h.block)?.slice(h.start, h.end))]),
  );
};

const NEW = 'Rain and growth of wheat: a field trial';

describe('withTitleText (the title step text into the manuscript)', () => {
  const twoLine = model([
    para('t1', 'Rain and growth', { styleId: 'Title', spans: [{ start: 0, end: 15, bold: true }] }),
    para('t2', 'in wheat'),
    para('b1', 'Rain helps wheat grow.'),
  ]);
  const twoLineTags = tagged(
    [
      'front.title',
      [
        ['t1', 0, 15],
        ['t2', 0, 8],
      ],
    ],
    ['main.introduction', [['b1', 0, 22]]],
  );

  it('changes nothing for an empty text or the highlighted title (whitespace aside)', () => {
    for (const title of [undefined, '', '   ', ' Rain  and growth\nin wheat '])
      expect(withTitleText(twoLine, twoLineTags, title)).toEqual({ manuscript: twoLine, tags: twoLineTags });
  });

  it('makes the title one paragraph with the new text, the first paragraph’s formatting, other steps untouched', () => {
    const out = withTitleText(twoLine, twoLineTags, `  ${NEW}\n`);
    expect(stepTexts(out)).toEqual({ 'front.title': [NEW], 'main.introduction': ['Rain helps wheat grow.'] });
    const [first, second] = out.manuscript.blocks as Paragraph[];
    expect(first).toMatchObject({ id: 't1', text: NEW, styleId: 'Title' });
    expect(first?.spans).toEqual([{ start: 0, end: NEW.length, bold: true }]);
    expect(second?.text).toBe('');
    expect(out.tags.steps[0]?.highlights).toEqual([
      { block: 't1', start: 0, end: NEW.length, confidence: 0.9 },
    ]);
    // The input is left as it was.
    expect((twoLine.blocks[0] as Paragraph).text).toBe('Rain and growth');
  });

  it('puts the new title in the title’s own paragraph, not in a "Title" label highlighted above it', () => {
    const labelled = model([
      para('l', 'Title', { spans: [{ start: 0, end: 5, bold: true }] }),
      para('t', 'Effects of rain', { spans: [{ start: 0, end: 15, italic: true }] }),
    ]);
    const out = withTitleText(
      labelled,
      tagged([
        'front.title',
        [
          ['l', 0, 5],
          ['t', 0, 15],
        ],
      ]),
      NEW,
    );
    const [label, title] = out.manuscript.blocks as Paragraph[];
    expect([label?.text, title?.text]).toEqual(['', NEW]);
    expect(title?.spans).toEqual([{ start: 0, end: NEW.length, italic: true }]);
    expect(stepTexts(out)).toEqual({ 'front.title': [NEW] });
  });

  it('replaces only the title’s range: other steps and citations in the paragraph move with the text', () => {
    const text = 'Title: Old one. Short: Rain [1]';
    const shared = model(
      [
        para('p', text, {
          spans: [
            { start: 0, end: 6, italic: true },
            { start: 28, end: 31, superscript: true },
          ],
        }),
      ],
      [{ id: 'c1', source: 'zotero', block: 'p', start: 28, end: 31, text: '[1]', items: [] }],
    );
    const tags = tagged(['front.title', [['p', 7, 14]]], ['front.running_title', [['p', 23, 27]]]);
    const out = withTitleText(shared, tags, NEW);
    const paragraph = out.manuscript.blocks[0] as Paragraph;
    expect(paragraph.text).toBe(`Title: ${NEW}. Short: Rain [1]`);
    expect(stepTexts(out)).toEqual({ 'front.title': [NEW], 'front.running_title': ['Rain'] });
    const [citation] = out.manuscript.citations;
    expect(paragraph.text.slice(citation?.start, citation?.end)).toBe('[1]');
    expect(paragraph.spans.map((s) => paragraph.text.slice(s.start, s.end))).toEqual(['Title:', '[1]']);
  });

  it('keeps a note mark at the end of the title and takes the title’s piece out of a later paragraph', () => {
    const notes = model([
      para('a', 'Rain and growth', { inlines: [{ kind: 'note', at: 15, note: 'n1' }] }),
      para('b', 'Abstract. Of wheat'),
    ]);
    const out = withTitleText(
      notes,
      tagged([
        'front.title',
        [
          ['a', 0, 15],
          ['b', 10, 18],
        ],
      ]),
      NEW,
    );
    const [a, b] = out.manuscript.blocks as Paragraph[];
    expect(a?.inlines).toEqual([{ kind: 'note', at: NEW.length, note: 'n1' }]);
    expect(b?.text).toBe('Abstract. ');
    expect(stepTexts(out)).toEqual({ 'front.title': [NEW] });
  });

  it('leaves a table title tagged as the title alone, and opens the manuscript with the title when none is tagged', () => {
    const table = model([para('tt', 'Table 1. Rain', { tableRole: 'table.title' }), para('b', 'Body text.')]);
    const out = withTitleText(
      table,
      tagged(['front.title', [['tt', 0, 13]]], ['main.results', [['b', 0, 10]]]),
      NEW,
    );
    expect((out.manuscript.blocks[1] as Paragraph).text).toBe('Table 1. Rain');
    expect(out.manuscript.blocks[0]).toMatchObject({ text: NEW, origin: 'body' });
    expect(stepTexts(out)).toEqual({ 'front.title': [NEW], 'main.results': ['Body text.'] });
  });
});
