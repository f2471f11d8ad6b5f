import type { HighlightRange, Manuscript, StepData } from '@galley/contracts';
import { buildStepData, renderConfirmHtml } from '@galley/manuscript';
import { describe, expect, it } from 'vitest';
import { highlightSelection, removeHighlight } from './board-actions.ts';
import { boardDocument } from './board-context.ts';
import { reachableStep, stepsFromStepData } from './board-steps.ts';
import { initialHighlights } from './initial-highlights.ts';
import { paragraph } from './paragraph-fixture.ts';
import { parseStepData } from './parse-step-data.ts';

const manuscript: Manuscript = {
  blocks: [
    paragraph('p1', 'A study of birds'),
    paragraph('p2', 'Discussion text. In conclusion, birds fly.'),
    paragraph('c1', 'cell', { origin: 'table', table: 't1' }),
  ],
  notes: [],
  citations: [],
  warnings: [],
};
const document = boardDocument(renderConfirmHtml(manuscript));
const steps = stepsFromStepData(buildStepData('original_article'));
const discussion: HighlightRange = { step: 'main.discussion', block: 'p2', start: 0, end: 42 };

describe('highlightSelection (the package rules on the board’s HTML)', () => {
  it('accepts a drag, trimmed of spaces', () => {
    const outcome = highlightSelection(
      'front.title',
      [{ step: 'front.title', block: 'p1', start: 0, end: 16 }],
      document,
      [],
      steps.definitions,
    );
    expect(outcome).toMatchObject({
      kind: 'changed',
      highlights: [{ step: 'front.title', block: 'p1', start: 0, end: 16 }],
    });
  });

  it('refuses a drag over a table cell with the table message', () => {
    const outcome = highlightSelection(
      'main.results',
      [{ step: 'main.results', block: 'c1', start: 0, end: 4 }],
      document,
      [],
      steps.definitions,
    );
    expect(outcome).toMatchObject({ kind: 'refused', verdict: { message: 'tableNotSelectable' } });
  });

  it('refuses another step’s text, but lets conclusions duplicate from discussion', () => {
    const over = [{ step: 'main.results' as const, block: 'p2', start: 17, end: 41 }];
    expect(highlightSelection('main.results', over, document, [discussion], steps.definitions)).toMatchObject(
      {
        kind: 'refused',
        verdict: { message: 'noDuplicateDragging' },
      },
    );
    const part: HighlightRange = { step: 'main.discussion', block: 'p2', start: 0, end: 16 };
    const across = [{ step: 'main.results' as const, block: 'p2', start: 10, end: 30 }];
    expect(highlightSelection('main.results', across, document, [part], steps.definitions)).toMatchObject({
      kind: 'refused',
      verdict: { message: 'draggedAsOtherStep', params: { step: 'main.discussion', other: 'main.results' } },
    });
    const conclusion = [{ step: 'main.conclusions' as const, block: 'p2', start: 17, end: 42 }];
    expect(
      highlightSelection('main.conclusions', conclusion, document, [discussion], steps.definitions).kind,
    ).toBe('changed');
  });

  it('ignores a collapsed selection', () => {
    const none = [{ step: 'front.title' as const, block: 'p1', start: 3, end: 3 }];
    expect(highlightSelection('front.title', none, document, [], steps.definitions).kind).toBe('ignored');
  });
});

describe('removeHighlight', () => {
  const conclusion: HighlightRange = { step: 'main.conclusions', block: 'p2', start: 17, end: 42 };

  it('removes the clicked highlight of the current step', () => {
    const outcome = removeHighlight(
      'main.conclusions',
      [
        { step: 'main.conclusions', index: 0 },
        { step: 'main.discussion', index: 0 },
      ],
      [discussion, conclusion],
    );
    expect(outcome).toMatchObject({ kind: 'changed', highlights: [discussion] });
  });

  it('refuses when another step’s highlight is nested inside, and ignores other steps’ highlights', () => {
    expect(
      removeHighlight('main.discussion', [{ step: 'main.discussion', index: 0 }], [discussion, conclusion]),
    ).toMatchObject({
      kind: 'refused',
      verdict: {
        message: 'deleteOverlapFirst',
        params: { lower: 'main.conclusions', upper: 'main.discussion' },
      },
    });
    expect(removeHighlight('front.title', [{ step: 'main.discussion', index: 0 }], [discussion]).kind).toBe(
      'ignored',
    );
  });
});

describe('initialHighlights', () => {
  const tags: HighlightRange[] = [{ step: 'front.title', block: 'p1', start: 0, end: 16 }, discussion];

  it('offers the tagger’s ranges for a step with nothing stored', () => {
    const start = initialHighlights(renderConfirmHtml(manuscript), tags, 'front.title');
    expect(start.autoHighlighted).toBe(true);
    expect(start.highlights).toEqual([tags[0]]);
  });

  it('keeps stored highlights over the tagger’s', () => {
    const stored = { step: 'front.title' as const, block: 'p1', start: 2, end: 7 };
    const start = initialHighlights(renderConfirmHtml(manuscript, [stored, discussion]), tags, 'front.title');
    expect(start.autoHighlighted).toBe(false);
    expect(start.highlights).toEqual([discussion, stored]);
  });
});

describe('step data', () => {
  it('says which alert: none, or not step data', () => {
    expect(parseStepData(null)).toEqual({ ok: false, alert: 'stepDataNull' });
    expect(parseStepData('{oops')).toEqual({ ok: false, alert: 'stepDataParserError' });
    expect(parseStepData('{"a":1}')).toEqual({ ok: false, alert: 'stepDataParserError' });
    expect(parseStepData(JSON.stringify(buildStepData('letter'))).ok).toBe(true);
  });

  it('walks the template’s order without upload, and never past the first step not done', () => {
    expect(steps.order[0]).toBe('front.title');
    expect(steps.order).not.toContain('upload');
    expect(reachableStep(steps, 'main.results')).toBe('front.title');
    const data: StepData = buildStepData('original_article');
    for (const set of data.step_set_list)
      for (const step of set.step_array) step.done = step.step_value === 'front.title';
    const after = stepsFromStepData(data);
    expect(reachableStep(after, 'front.running_title')).toBe('front.running_title');
    expect(reachableStep(after, 'front.title')).toBe('front.title');
    expect(reachableStep(after, 'front.authors')).toBe('front.running_title');
    expect(reachableStep(after, 'nonsense')).toBe('front.running_title');
  });

  it('takes required flags from the article type', () => {
    const letter = stepsFromStepData(buildStepData('letter'));
    expect(letter.definitions.find((step) => step.value === 'main.results')?.required).toBe(false);
    expect(steps.definitions.find((step) => step.value === 'main.results')?.required).toBe(true);
  });
});
