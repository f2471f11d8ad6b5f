import { JournalElement } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { renderJournal } from './render-journal.ts';

const abbreviated = JournalElement.parse({ element: 'journal', useAbbreviation: true });

describe('renderJournal', () => {
  it("abbreviates a journal's name", () => {
    const item = { id: '1', type: 'article-journal', 'container-title': 'Journal of Neuroscience' } as const;
    expect(renderJournal({ ...item }, abbreviated)).toBe('J Neurosci');
  });

  it("prints the whole name of a book, proceedings or newspaper a template's journal element shows", () => {
    for (const [type, name] of [
      ['chapter', 'Issues in Bantu Tonology'],
      ['paper-conference', 'Proceedings of the Workshop on Machine Learning'],
      ['article-newspaper', 'The New York Times'],
    ] as const)
      expect(renderJournal({ id: '1', type, 'container-title': name }, abbreviated), type).toBe(name);
  });
});
