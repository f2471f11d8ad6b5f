import { type HighlightRange, MANUSCRIPT_STEPS, type StepValue, type TagResult } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { readConfirmHtml } from '../html/read-confirm-html.ts';
import { renderConfirmHtml } from '../html/render-confirm-html.ts';
import { readDocx } from '../read-docx.ts';
import { buildDocx, p } from '../test-support/build-docx.ts';
import { readSharedData, sharedManuscripts } from '../test-support/shared-data.ts';
import { tagLocal } from './tag-local.ts';

const DEV = sharedManuscripts().filter((file) => !file.includes('citation-fields'));
const DUPLICATE_FROM = new Map(MANUSCRIPT_STEPS.map((s) => [s.value, s.duplicateFrom]));

function ranges(result: TagResult): HighlightRange[] {
  return result.steps.flatMap((s) =>
    s.highlights.map((h) => ({ step: s.step, block: h.block, start: h.start, end: h.end })),
  );
}

/** Blocks per step, for short assertions on built documents. */
function blocksByStep(result: TagResult): Record<string, string[]> {
  return Object.fromEntries(
    result.steps.map((s) => [s.step, [...new Set(s.highlights.map((h) => h.block))]]),
  );
}

const tagBody = (...paragraphs: string[]) => tagLocal(readDocx(buildDocx({ body: paragraphs.join('') })));
const bold = (text: string) => p(text, '', '<w:b/>');

describe('local tagger on the shared dev manuscripts', () => {
  it.each(DEV)('%s: finds the IMRaD sections, the title and the references', (file) => {
    const result = tagLocal(readDocx(readSharedData(file)));
    const found = new Set(result.steps.map((s) => s.step));
    for (const step of [
      'front.title',
      'main.introduction',
      'main.materials_and_methods',
      'main.results',
      'back.references',
    ] as StepValue[])
      expect(found, step).toContain(step);
    expect(found.has('main.discussion') || found.has('main.conclusions')).toBe(true);
    expect([...found].some((step) => step.startsWith('abstract.'))).toBe(true);
  });

  it.each(DEV)(
    '%s: trimmed ranges inside their blocks, no overlap the board would refuse, exact HTML round trip',
    (file) => {
      const manuscript = readDocx(readSharedData(file));
      const result = tagLocal(manuscript);
      const text = new Map(
        manuscript.blocks.flatMap((b) => (b.type === 'paragraph' ? [[b.id, b.text] as const] : [])),
      );
      const all = ranges(result);
      for (const range of all) {
        const blockText = text.get(range.block) ?? '';
        expect(range.end).toBeLessThanOrEqual(blockText.length);
        expect(blockText.slice(range.start, range.end)).toMatch(/^\S[\s\S]*\S$|^\S$/);
        expect(result.steps.find((s) => s.step === range.step)?.confidence).toBeGreaterThan(0);
      }
      for (const a of all)
        for (const b of all) {
          if (a === b || a.block !== b.block || a.step === b.step || a.end <= b.start || b.end <= a.start)
            continue;
          const allowed = DUPLICATE_FROM.get(a.step) === b.step || DUPLICATE_FROM.get(b.step) === a.step;
          expect(allowed, `${a.step} over ${b.step} in ${a.block}`).toBe(true);
        }
      const back = readConfirmHtml(renderConfirmHtml(manuscript, all)).highlights;
      expect(back).toEqual(expect.arrayContaining(all));
      expect(back).toHaveLength(all.length);
    },
  );
});

describe('local tagger rules', () => {
  it('knows heading synonyms, with numbering and "&"', () => {
    const result = tagBody(
      p('Title of a paper'),
      p('Abstract'),
      p('Background: Things matter. Methods: We did things. Results: It worked. Conclusions: Do it.'),
      p('1. Introduction', '<w:pStyle w:val="Heading1"/>'),
      p('Intro text.'),
      p('2. Patients and methods', '<w:pStyle w:val="Heading1"/>'),
      p('Methods text.'),
      p('3. Results', '<w:pStyle w:val="Heading1"/>'),
      p('Results text.'),
      p('4. Discussion', '<w:pStyle w:val="Heading1"/>'),
      p('Discussion text.'),
      p('Competing interests', '<w:pStyle w:val="Heading1"/>'),
      p('None.'),
      p('Data accessibility', '<w:pStyle w:val="Heading1"/>'),
      p('Data are on Zenodo.'),
      p('Literature cited', '<w:pStyle w:val="Heading1"/>'),
      p('Doe J. 2020. A paper. Nature 1:1.'),
    );
    const steps = blocksByStep(result);
    expect(steps['main.materials_and_methods']).toEqual(['p6', 'p7']);
    expect(steps['declaration.conflicts_of_interest']).toEqual(['p12', 'p13']);
    expect(steps['declaration.data_availability']).toEqual(['p14', 'p15']);
    expect(steps['back.references']).toEqual(['p16', 'p17']);
    // Run-in labels split one abstract paragraph into its four parts.
    const abstract = result.steps.filter((s) => s.step.startsWith('abstract.'));
    expect(abstract.map((s) => s.step)).toEqual([
      'abstract.background',
      'abstract.methods',
      'abstract.results',
      'abstract.conclusions',
    ]);
    const methods = abstract[1]?.highlights.find((h) => h.block === 'p3');
    expect(
      methods &&
        'Background: Things matter. Methods: We did things. Results: It worked.'.slice(
          methods.start,
          methods.end,
        ),
    ).toBe('Methods: We did things.');
  });

  it('reads headings made only by formatting, and "Materials & Methods" / "Experimental"', () => {
    const steps = blocksByStep(
      tagBody(
        bold('A bold title'),
        bold('INTRODUCTION'),
        p('Intro text.'),
        bold('Materials &amp; Methods'),
        p('We mixed things.'),
        bold('Experimental'),
        p('We heated things.'),
        bold('RESULTS'),
        p('It worked.'),
        bold('Discussion'),
        p('It matters.'),
      ),
    );
    expect(steps['main.introduction']).toEqual(['p2', 'p3']);
    expect(steps['main.materials_and_methods']).toEqual(['p4', 'p5', 'p6', 'p7']);
    expect(steps['main.results']).toEqual(['p8', 'p9']);
  });

  it('reads headings in Korean, Chinese and Japanese manuscripts', () => {
    for (const [intro, methods, results, references] of [
      ['서론', '연구 방법', '결과', '참고문헌'],
      ['引言', '材料与方法', '结果', '参考文献'],
      ['はじめに', '対象と方法', '結果', '引用文献'],
    ]) {
      const steps = blocksByStep(
        tagBody(
          p('Title'),
          bold(intro ?? ''),
          p('x'),
          bold(methods ?? ''),
          p('y'),
          bold(results ?? ''),
          p('z'),
          bold(references ?? ''),
          p('r'),
        ),
      );
      expect(steps['main.introduction'], intro).toEqual(['p2', 'p3']);
      expect(steps['main.materials_and_methods'], methods).toEqual(['p4', 'p5']);
      expect(steps['main.results'], results).toEqual(['p6', 'p7']);
      expect(steps['back.references'], references).toEqual(['p8', 'p9']);
    }
  });

  it('recognises the front matter: title, running title, authors, affiliations, correspondence, keywords', () => {
    const steps = blocksByStep(
      tagBody(
        p('Effects of warming on soil carbon'),
        p('Running title: Warming and soil carbon'),
        p('Jane Doe1, John Roe2* and Ann Lee1'),
        p('1Department of Ecology, University of Somewhere, Town, Country'),
        p('2Institute of Soil Science, Another Town, Country'),
        p('*Corresponding author: john.roe@example.org'),
        p('Keywords: soil; carbon; warming'),
        p('Introduction'),
        p('Text.'),
      ),
    );
    expect(steps).toMatchObject({
      'front.title': ['p1'],
      'front.running_title': ['p2'],
      'front.authors': ['p3'],
      'front.affiliations': ['p4', 'p5'],
      'front.correspondence': ['p6'],
      'abstract.keywords': ['p7'],
    });
  });

  it('tags an ethics statement inside the methods as a declaration too (a duplicate the board allows)', () => {
    const result = tagBody(
      p('Title'),
      p('Methods', '<w:pStyle w:val="Heading1"/>'),
      p(
        'We recruited 200 adults. The study was approved by the ethics committee of Example University (ref. 12/34). Blood was drawn at baseline.',
      ),
      p('Results', '<w:pStyle w:val="Heading1"/>'),
      p('Values rose.'),
    );
    const ethics = result.steps.find((s) => s.step === 'declaration.ethics')?.highlights;
    expect(ethics).toHaveLength(1);
    expect(ethics?.[0]).toMatchObject({ block: 'p3', start: 25, end: 107 });
    expect(blocksByStep(result)['main.materials_and_methods']).toEqual(['p2', 'p3']);
  });

  it('splits a methods section that holds the results when there is no results heading, and warns', () => {
    const result = tagBody(
      p('Title'),
      p('Introduction', '<w:pStyle w:val="Heading1"/>'),
      p('Background text about the topic.'),
      p('Experimental data and analysis', '<w:pStyle w:val="Heading1"/>'),
      p(
        'We recruited 40 participants and asked them to rate 200 words. We used Fleiss kappa to measure agreement.',
      ),
      p(
        'Agreement was high (kappa = 0.81) and was significantly lower among younger participants (p = 0.01). Scores increased by 20% in the second session.',
      ),
      p('Conclusion', '<w:pStyle w:val="Heading1"/>'),
      p('It works.'),
    );
    expect(blocksByStep(result)['main.materials_and_methods']).toEqual(['p4', 'p5']);
    expect(blocksByStep(result)['main.results']).toEqual(['p6']);
    expect(result.warnings).toContainEqual(expect.objectContaining({ step: 'main.results' }));
  });

  it('warns about required steps it could not find', () => {
    const result = tagBody(p('Just a title'), p('Introduction'), p('Text.'));
    const missing = result.warnings.filter((w) => w.code === 'required_step_missing').map((w) => w.step);
    expect(missing).toContain('main.results');
    expect(missing).toContain('back.references');
    expect(missing).not.toContain('main.introduction');
  });
});
