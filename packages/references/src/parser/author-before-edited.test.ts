import { describe, expect, it } from 'vitest';
import { authorBeforeEditedBy } from './author-before-edited.ts';
import type { TokenLabel } from './token-labels.ts';
import { tokenizeReference } from './tokenize-reference.ts';

/** The labels after the rule, one letter per token, for a string whose tokens were all labelled editor. */
function relabelled(text: string): string {
  const tokens = tokenizeReference(text);
  const labels = tokens.map((): TokenLabel => 'editor');
  authorBeforeEditedBy(tokens, labels);
  return labels.map((label) => label[0]).join('');
}

describe('authorBeforeEditedBy', () => {
  it('reads the author and the title before "Edited by" or "Ed."', () => {
    // Milton , John . Paradise Lost . Edited by John Leonard .
    expect(relabelled('Milton, John. Paradise Lost. Edited by John Leonard.')).toBe('aaaattteeeee');
    // Douglass , F . My Bondage . Ed . William Andrews .
    expect(relabelled('Douglass, F. My Bondage. Ed. William Andrews.')).toBe('aaaattteeeee');
  });

  it('leaves strings without the mark, or with an author found, alone', () => {
    expect(relabelled('Milton, John. Paradise Lost. London: Penguin.')).toBe('eeeeeeeeeee');
    const tokens = tokenizeReference('Milton, John. Paradise Lost. Edited by John Leonard.');
    const labels = tokens.map((_, index): TokenLabel => (index === 0 ? 'author' : 'editor'));
    authorBeforeEditedBy(tokens, labels);
    expect(labels[5]).toBe('editor');
  });
});
