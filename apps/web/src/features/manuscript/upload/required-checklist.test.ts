import { describe, expect, it } from 'vitest';
import { checklistComplete, checklistItems } from './required-checklist.ts';

const NAMES = {
  'front.title': 'Title',
  'main.introduction': 'Introduction',
  'back.references': 'References',
};

describe('checklistItems', () => {
  it('lists an original article’s required steps in board order, named by the step texts', () => {
    const items = checklistItems('original_article', NAMES);
    expect(items.map((item) => item.step)).toEqual([
      'front.title',
      'abstract.background',
      'abstract.methods',
      'abstract.results',
      'abstract.conclusions',
      'main.introduction',
      'main.materials_and_methods',
      'main.results',
      'main.discussion',
      'back.references',
    ]);
    expect(items[0]).toEqual({ step: 'front.title', name: 'Title', set: 'abstract' });
    // A step the texts do not name still appears.
    expect(items[1]).toEqual({ step: 'abstract.background', name: 'abstract.background', set: 'abstract' });
    expect(items.at(-1)).toEqual({ step: 'back.references', name: 'References', set: 'main' });
  });

  it('asks less of a review and of a letter', () => {
    const review = checklistItems('review_article', NAMES).map((item) => item.step);
    expect(review).not.toContain('main.materials_and_methods');
    expect(review).toContain('main.discussion');
    expect(checklistItems('letter', NAMES).map((item) => item.step)).toEqual([
      'front.title',
      'back.references',
    ]);
  });
});

describe('checklistComplete', () => {
  it('holds only when every item is ticked', () => {
    const items = checklistItems('letter', NAMES);
    expect(checklistComplete(items, new Set(['front.title']))).toBe(false);
    expect(checklistComplete(items, new Set(['front.title', 'back.references', 'extra']))).toBe(true);
    expect(checklistComplete([], new Set())).toBe(false);
  });
});
