import { chooseConversionTargets } from '@galley/journals';
import { describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
import { buildDocx, p } from '../test-support/build-docx.ts';
import { checkTagsJson } from './check-tags-json.ts';
import { convertForJournals } from './convert-for-journals.ts';

const body = [
  p('A study of things', '<w:pStyle w:val="Title"/>'),
  p('Introduction', '<w:pStyle w:val="Heading1"/>'),
  p('Things matter because they are there.'),
  p('Methods', '<w:pStyle w:val="Heading1"/>'),
  p('We counted them.'),
].join('');
const bytes = buildDocx({ body });
const lancet = () => {
  const choice = chooseConversionTargets(['the-lancet', 'the-lancet'], 'original_article');
  if (!choice.ok) throw new Error(choice.message);
  return choice;
};

describe('convertForJournals (the pipeline the CLI and the conversion job share)', () => {
  it('reads, tags with the local tagger and writes once per journal, duplicates collapsed', async () => {
    const choice = lancet();
    const result = await convertForJournals({ fileName: 'paper.docx', bytes, ...choice });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.outputs.map((output) => output.journalId)).toEqual(['the-lancet']);
      expect(result.outputs[0]?.docx.byteLength).toBeGreaterThan(1_000);
    }
  });

  it('writes the title step text as the title when given one, the highlighted title when it is the same', async () => {
    const titles = async (title: string) => {
      const result = await convertForJournals({ fileName: 'paper.docx', bytes, ...lancet(), title });
      const docx = result.ok ? result.outputs[0]?.docx : undefined;
      const paragraphs = docx
        ? readDocx(docx).blocks.flatMap((b) => (b.type === 'paragraph' ? [b] : []))
        : [];
      return {
        title: paragraphs.filter((b) => b.styleId === 'Title').map((b) => b.text),
        old: paragraphs.some((b) => b.text.includes('A study of things')),
      };
    };
    expect(await titles('Counting things: a study')).toEqual({
      title: ['Counting things: a study'],
      old: false,
    });
    expect(await titles(' A study  of things ')).toEqual({ title: ['A study of things'], old: true });
  });

  it('returns refusals as values: a file that is no Word document, tags naming a missing block', async () => {
    const choice = lancet();
    const notDocx = await convertForJournals({
      fileName: 'paper.docx',
      bytes: new TextEncoder().encode('not a zip'),
      ...choice,
    });
    expect(notDocx.ok).toBe(false);
    const badTags = await convertForJournals({
      fileName: 'paper.docx',
      bytes,
      ...choice,
      tagsJson: {
        file: 'tags.json',
        text: JSON.stringify({
          steps: [{ step: 'main.introduction', highlights: [{ block: 'b-nope', start: 0, end: 1 }] }],
        }),
      },
    });
    expect(badTags).toMatchObject({ ok: false, code: 'bad_request' });
    if (!badTags.ok) expect(badTags.message).toContain('names block b-nope');
  });

  it('refuses tags that are not JSON, naming the file', () => {
    const check = checkTagsJson('{', 'tags.json', readDocx(bytes));
    expect(check.ok ? '' : check.message).toContain('Cannot read the tags file tags.json');
  });

  it('refuses an unknown article type, an unknown journal and a type the journal does not take', () => {
    expect(chooseConversionTargets(['the-lancet'], 'poem')).toMatchObject({
      ok: false,
      reason: 'unknown_article_type',
    });
    expect(chooseConversionTargets(['no-such-journal'], 'original_article')).toMatchObject({
      ok: false,
      code: 'not_found',
    });
  });
});
