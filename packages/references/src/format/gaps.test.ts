import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { CITATION_PRESETS } from '../presets/citation-presets.ts';
import { findPreset } from '../presets/find-preset.ts';
import { formatReference } from './format-reference.ts';

// An article ahead of print, and the same article once it has a volume but no pages (an e-only article).
const aheadOfPrint: CslItem = {
  id: '1',
  type: 'article-journal',
  title: 'Early outcomes of a new procedure',
  'container-title-short': 'JAMA Neurol',
  'container-title': 'JAMA Neurology',
  author: [{ family: 'Lee', given: 'Kim' }],
  issued: { 'date-parts': [[2024]] },
  DOI: '10.1001/jamaneurol.2024.1',
};
const withVolume: CslItem = { ...aheadOfPrint, volume: '12' };
const withPagesOnly: CslItem = { ...aheadOfPrint, page: '52-56', DOI: undefined };
const text = (id: string, item: CslItem) => {
  const template = findPreset(id);
  if (!template) throw new Error(`no preset ${id}`);
  return formatReference(item, template, 1).text;
};

describe('punctuation around left-out elements', () => {
  it('ends the part before a DOI with the full stop the missing pages would have printed', () => {
    expect(text('nlm-vancouver', aheadOfPrint)).toContain('JAMA Neurol. 2024. doi:10.1001/jamaneurol.2024.1');
    expect(text('ama-11', withVolume)).toContain('JAMA Neurol. 2024;12. doi:10.1001/jamaneurol.2024.1');
    expect(text('apa-7', aheadOfPrint)).toContain(
      'JAMA Neurology. https://doi.org/10.1001/jamaneurol.2024.1',
    );
  });

  it('keeps one separator where a missing volume would have stood between two', () => {
    expect(text('nlm-vancouver', withPagesOnly)).toContain('JAMA Neurol. 2024;52–6.');
    expect(text('apa-7', withPagesOnly)).toContain('JAMA Neurology, 52–56.');
    expect(text('ama-11', withPagesOnly)).not.toMatch(/;:|,,/);
  });

  it('closes a reference whose last elements are missing with a full stop, not a separator', () => {
    const noDoi = { ...withVolume, DOI: undefined };
    for (const id of ['nlm-vancouver', 'ama-11', 'lancet', 'bmj', 'elsevier-harvard', 'apa-7'])
      expect(text(id, noDoi), id).toMatch(/12\.$/);
  });

  it('changes nothing when no element is missing, or only one without punctuation of its own', () => {
    const complete = { ...withVolume, issue: '3', page: '52-56' };
    expect(text('nlm-vancouver', complete)).toContain('JAMA Neurol. 2024;12(3):52–6. doi:');
    expect(text('nlm-vancouver', { ...complete, issue: undefined })).toContain(
      'JAMA Neurol. 2024;12:52–6. doi:',
    );
  });

  it('adds no full stop for a missing identifier, after a list number, or after a stop already there', () => {
    const complete = { ...withVolume, issue: '3', page: '52-56' };
    expect(text('nlm-vancouver', complete)).toMatch(/doi:10\.1001\/jamaneurol\.2024\.1$/);
    const anonymous = { ...complete, author: undefined };
    expect(text('lancet', anonymous)).toMatch(/^1 Early outcomes/);
    expect(text('elsevier-vancouver', anonymous)).toMatch(/^\[1\] Early outcomes/);
    const undated = {
      ...complete,
      issued: undefined,
      author: [
        { family: 'Lee', given: 'Kim' },
        { family: 'Roe', given: 'Ann' },
      ],
    };
    expect(text('elsevier-harvard', undated)).toContain('Roe, A. Early outcomes');
  });
});

describe('an article with nothing after its journal', () => {
  const bare: CslItem = { ...aheadOfPrint, DOI: undefined };
  it('prints no separator before a full stop in any preset', () => {
    for (const preset of CITATION_PRESETS) expect(text(preset.id, bare), preset.id).not.toMatch(/[,;:]\s*\./);
    expect(text('chicago-author-date', bare)).toMatch(/JAMA Neurology\.$/);
  });
});

describe('a value that opens with a full stop of its own', () => {
  it('keeps the separator before it', () => {
    const book: CslItem = {
      id: '2',
      type: 'book',
      title: 'A book',
      author: [{ family: 'Lee', given: 'Kim' }],
      publisher: '.NET Press',
      issued: { 'date-parts': [[2020]] },
    };
    expect(text('mdpi', book)).toContain('.NET Press');
    expect(text('mdpi', book)).not.toContain('Book.NET');
  });
});
