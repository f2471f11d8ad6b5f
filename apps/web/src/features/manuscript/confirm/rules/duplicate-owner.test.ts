import type { HighlightRange, Manuscript } from '@galley/contracts';
import { buildStepData, renderConfirmHtml } from '@galley/manuscript';
import { describe, expect, it } from 'vitest';
import { highlightSelection } from './board-actions.ts';
import { boardDocument } from './board-context.ts';
import { stepsFromStepData } from './board-steps.ts';
import { paragraph } from './paragraph-fixture.ts';

const manuscript: Manuscript = {
  blocks: [
    paragraph('p1', 'A study of birds'),
    paragraph('p2', 'Discussion text. In conclusion, birds fly.'),
  ],
  notes: [],
  citations: [],
  warnings: [],
};
const document = boardDocument(renderConfirmHtml(manuscript));
const steps = stepsFromStepData(buildStepData('original_article'));
const discussion: HighlightRange = { step: 'main.discussion', block: 'p2', start: 0, end: 42 };

describe('the duplicate-drag refusal names the step that holds the text', () => {
  it('adds the owner step to noDuplicateDragging', () => {
    const over = [{ step: 'main.results' as const, block: 'p2', start: 17, end: 41 }];
    expect(highlightSelection('main.results', over, document, [discussion], steps.definitions)).toMatchObject(
      {
        kind: 'refused',
        verdict: { message: 'noDuplicateDragging', params: { step: 'main.discussion' } },
      },
    );
  });
});
