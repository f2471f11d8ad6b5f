import { HIGHLIGHT_MESSAGES, type HighlightRange, type Manuscript } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { testParagraph } from '../test-support/test-paragraph.ts';
import { buttonMode } from './button-mode.ts';
import { checkRemoval } from './check-removal.ts';
import { checkSelection } from './check-selection.ts';
import { isSuppressedClick } from './click-guard.ts';
import { formatHighlightMessage } from './format-highlight-message.ts';
import { type SelectionContext, selectionContext } from './selection-context.ts';
import { settleStepHighlights } from './settle-step-highlights.ts';
import { boardSteps, nextStep, previousStep } from './step-navigation.ts';
import { titleText } from './title-text.ts';
import { trimSelection } from './trim-selection.ts';

const para = testParagraph;
const manuscript: Manuscript = {
  blocks: [
    para('p1', 'A study of bats'),
    para('p2', '  We measured activity at 30 turbines.  '),
    para('p3', 'Discussion text. In conclusion, turbines matter.'),
    para('p4', 'Table 1. Sites', { tableRole: 'table.title' }),
    {
      type: 'table',
      id: 't1',
      rows: [
        {
          cells: [{ rowSpan: 1, colSpan: 1, blocks: [para('p5', 'cell', { origin: 'table', table: 't1' })] }],
        },
      ],
      title: 'p4',
      notes: [],
    },
  ],
  notes: [],
  citations: [],
  warnings: [],
};
const range = (step: HighlightRange['step'], block: string, start: number, end: number): HighlightRange => ({
  step,
  block,
  start,
  end,
});
const context = (highlights: HighlightRange[] = []): SelectionContext =>
  selectionContext(manuscript, highlights);

describe('trimSelection', () => {
  it('trims leading and trailing spaces and drops what is left empty', () => {
    const text = (block: string) => (block === 'p2' ? '  We measured  ' : '   ');
    expect(
      trimSelection([range('main.results', 'p2', 0, 15), range('main.results', 'p9', 0, 3)], text),
    ).toEqual([range('main.results', 'p2', 2, 13)]);
  });
});

describe('checkSelection', () => {
  it('ignores a collapsed or space-only selection', () => {
    expect(checkSelection('main.results', [range('main.results', 'p2', 5, 5)], context())).toEqual({
      action: 'ignore',
    });
    expect(checkSelection('main.results', [range('main.results', 'p2', 0, 2)], context())).toEqual({
      action: 'ignore',
    });
  });

  it('rejects a selection touching a table (cells and a table title), and table steps', () => {
    expect(checkSelection('main.results', [range('main.results', 'p5', 0, 4)], context())).toMatchObject({
      action: 'reject',
      message: 'tableNotSelectable',
    });
    expect(checkSelection('main.results', [range('main.results', 'p4', 0, 4)], context())).toMatchObject({
      action: 'reject',
      message: 'tableNotSelectable',
    });
    expect(checkSelection('table.title', [range('table.title', 'p1', 0, 4)], context())).toMatchObject({
      action: 'reject',
      message: 'tableNotSelectable',
    });
  });

  it('accepts a trimmed selection, telling multiple steps that more areas may follow', () => {
    expect(checkSelection('main.results', [range('main.results', 'p2', 0, 40)], context())).toEqual({
      action: 'accept',
      ranges: [range('main.results', 'p2', 2, 38)],
      message: 'multipleAllowed',
    });
    expect(HIGHLIGHT_MESSAGES.multipleAllowed).toBe('You can drag multiple areas in this step.');
  });

  it('refuses an area already dragged for the same step', () => {
    const verdict = checkSelection(
      'main.results',
      [range('main.results', 'p2', 5, 10)],
      context([range('main.results', 'p2', 2, 20)]),
    );
    expect(verdict).toMatchObject({ action: 'reject', message: 'alreadyDragged' });
    expect(HIGHLIGHT_MESSAGES.alreadyDragged).toBe(
      'An area that has already been dragged cannot be dragged again.',
    );
  });

  it('refuses an area touching another step, naming both steps', () => {
    const verdict = checkSelection(
      'main.results',
      [range('main.results', 'p2', 0, 20)],
      context([range('main.introduction', 'p2', 10, 30)]),
    );
    expect(verdict).toEqual({
      action: 'reject',
      message: 'draggedAsOtherStep',
      params: { step: 'main.introduction', other: 'main.results' },
    });
    expect(
      formatHighlightMessage('draggedAsOtherStep', verdict.action === 'reject' ? verdict.params : {}),
    ).toBe(
      'This area has already been dragged as main.introduction so it cannot be dragged again as main.results.',
    );
  });

  it('says the step does not allow duplicate dragging when the drag lies wholly in another step with no source rule', () => {
    const verdict = checkSelection(
      'main.results',
      [range('main.results', 'p3', 2, 8)],
      context([range('main.discussion', 'p3', 0, 47)]),
    );
    expect(verdict).toMatchObject({ action: 'reject', message: 'noDuplicateDragging' });
    expect(HIGHLIGHT_MESSAGES.noDuplicateDragging).toBe('This step does not allow duplicate dragging.');
  });

  it('allows conclusions over discussion and declarations over methods, inside the source text', () => {
    const discussion = [range('main.discussion', 'p3', 0, 47)];
    expect(
      checkSelection('main.conclusions', [range('main.conclusions', 'p3', 17, 47)], context(discussion)),
    ).toMatchObject({ action: 'accept' });
    const methods = [range('main.materials_and_methods', 'p2', 2, 38)];
    expect(
      checkSelection('declaration.ethics', [range('declaration.ethics', 'p2', 5, 20)], context(methods)),
    ).toMatchObject({ action: 'accept' });
    // Not across: conclusions over methods is another step's area.
    expect(
      checkSelection('main.conclusions', [range('main.conclusions', 'p2', 5, 20)], context(methods)),
    ).toMatchObject({ message: 'draggedAsOtherStep' });
  });

  it('undoes a mixed selection (part source text, part plain text)', () => {
    const verdict = checkSelection(
      'main.conclusions',
      [range('main.conclusions', 'p3', 10, 47)],
      context([range('main.discussion', 'p3', 17, 47)]),
    );
    expect(verdict).toMatchObject({
      action: 'undo',
      message: 'mixedSelection',
      params: { source: 'main.discussion' },
    });
  });

  it('undoes a duplicate attempt when the source text is used up', () => {
    const discussion = range('main.discussion', 'p3', 0, 16);
    const usedUp = [
      discussion,
      range('main.conclusions', 'p3', 0, 8),
      range('main.conclusions', 'p3', 8, 16),
    ];
    expect(
      checkSelection('main.conclusions', [range('main.conclusions', 'p3', 2, 12)], context(usedUp)),
    ).toEqual({
      action: 'undo',
      message: 'sourceUsedUp',
      params: { source: 'main.discussion' },
    });
    // With source text left, a drag over this step's own area is "already dragged", and a drag over the rest passes.
    const partly = [discussion, range('main.conclusions', 'p3', 0, 8)];
    expect(
      checkSelection('main.conclusions', [range('main.conclusions', 'p3', 2, 12)], context(partly)),
    ).toMatchObject({ message: 'alreadyDragged' });
    expect(
      checkSelection('main.conclusions', [range('main.conclusions', 'p3', 9, 15)], context(partly)),
    ).toMatchObject({ action: 'accept' });
    // Plain text (a separate Conclusions section) is not a duplicate and is allowed.
    expect(
      checkSelection('main.conclusions', [range('main.conclusions', 'p1', 0, 5)], context(usedUp)),
    ).toMatchObject({ action: 'accept' });
  });

  it('allows one area only on a step that is not multiple', () => {
    const verdict = checkSelection(
      'front.title',
      [range('front.title', 'p1', 0, 5)],
      context([range('front.title', 'p2', 2, 10)]),
    );
    expect(verdict).toMatchObject({ action: 'reject', message: 'singleOnly' });
    expect(checkSelection('front.title', [range('front.title', 'p1', 0, 5)], context())).toEqual({
      action: 'accept',
      ranges: [range('front.title', 'p1', 0, 5)],
    });
  });
});

describe('checkRemoval', () => {
  it('removes a highlight, unless another step is nested in it', () => {
    const discussion = range('main.discussion', 'p3', 0, 47);
    const conclusions = range('main.conclusions', 'p3', 17, 47);
    expect(checkRemoval(discussion, [discussion, conclusions])).toEqual({
      action: 'reject',
      message: 'deleteOverlapFirst',
      params: { lower: 'main.conclusions', upper: 'main.discussion' },
    });
    expect(
      formatHighlightMessage('deleteOverlapFirst', { lower: 'main.conclusions', upper: 'main.discussion' }),
    ).toBe('The overlapping dragged area must be deleted first in main.conclusions of main.discussion.');
    expect(checkRemoval(conclusions, [discussion, conclusions])).toEqual({
      action: 'accept',
      ranges: [discussion],
    });
  });
});

describe('buttonMode', () => {
  it('confirm for required steps, error when confirmed empty; pass or confirm for optional steps', () => {
    expect(buttonMode('main.results', 0)).toBe('confirm');
    expect(buttonMode('main.results', 0, true)).toBe('error');
    expect(buttonMode('main.results', 2, true)).toBe('confirm');
    expect(buttonMode('main.acknowledgements', 0)).toBe('pass');
    expect(buttonMode('main.acknowledgements', 1)).toBe('confirm');
  });
});

describe('step navigation', () => {
  it('follows the step order, skipping upload and the table steps', () => {
    expect(boardSteps()[0]).toBe('front.title');
    expect(boardSteps()).not.toContain('table.title');
    expect(nextStep('front.title')).toBe('front.running_title');
    expect(nextStep('back.appendix')).toBeUndefined();
    expect(previousStep('front.title')).toBeUndefined();
    expect(previousStep('main.introduction')).toBe('abstract.keywords');
    expect(nextStep('main.results', ['upload', 'main.introduction', 'main.results', 'main.discussion'])).toBe(
      'main.discussion',
    );
  });
});

describe('isSuppressedClick', () => {
  it('suppresses a click within 100 ms of the previous one', () => {
    expect(isSuppressedClick(1000, 1099)).toBe(true);
    expect(isSuppressedClick(1000, 1100)).toBe(false);
    expect(isSuppressedClick(undefined, 5)).toBe(false);
  });
});

describe('settleStepHighlights', () => {
  const textOf = (block: string) => (block === 'p2' ? '  We measured  ' : 'Abc');
  it('clears empty containers on confirm', () => {
    const stored = [
      range('main.results', 'p2', 0, 2),
      range('main.results', 'p1', 0, 3),
      range('main.results', 'p1', 1, 1),
    ];
    expect(settleStepHighlights('main.results', stored, [], textOf)).toEqual({
      highlights: [range('main.results', 'p1', 0, 3)],
      autoHighlighted: false,
    });
  });
  it('auto-highlights tagged text only when nothing is stored', () => {
    const tagged = [range('main.results', 'p1', 0, 3)];
    expect(settleStepHighlights('main.results', [], tagged, textOf)).toEqual({
      highlights: tagged,
      autoHighlighted: true,
    });
    expect(
      settleStepHighlights('main.results', [range('main.results', 'p2', 2, 5)], tagged, textOf)
        .autoHighlighted,
    ).toBe(false);
  });
});

describe('titleText', () => {
  it('joins the title pieces, leaving out table titles', () => {
    const highlights = [
      range('front.title', 'p1', 0, 15),
      range('front.title', 'p4', 0, 8),
      range('main.results', 'p2', 2, 10),
    ];
    expect(
      titleText(
        highlights,
        (b) => (b === 'p1' ? 'A study of bats' : 'Table 1. Sites'),
        (b) => b === 'p4',
      ),
    ).toBe('A study of bats');
  });
});
