import { AuthorElement } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { renderAuthors } from './render-authors.ts';

const normalising = AuthorElement.parse({ element: 'author', normalizeAuthorName: true });

describe('renderAuthors with names normalised', () => {
  it("recases a person's name in capitals and keeps a body's acronym", () => {
    const item = {
      id: '1',
      type: 'book',
      author: [{ family: 'SMITH', given: 'JOHN' }, { family: 'AASHTO' }],
    } as const;
    const text = renderAuthors({ ...item, author: [...item.author] }, normalising) ?? '';
    expect(text).toContain('Smith');
    expect(text).toContain('AASHTO');
  });
});
