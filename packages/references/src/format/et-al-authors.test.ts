import type { CslItem } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { ET_AL_NAME } from '../model/et-al-name.ts';
import { CITATION_PRESETS } from '../presets/citation-presets.ts';
import { findPreset } from '../presets/find-preset.ts';
import { formatReference } from './format-reference.ts';

// Issue 14: "Garcia M, et al." was printed "Garcia M." — the truncation the author typed was lost.
const cutShort: CslItem = {
  id: '1',
  type: 'article-journal',
  title: 'A study',
  'container-title': 'Lancet',
  author: [{ family: 'Garcia', given: 'M' }, { family: 'Lopez', given: 'J' }, { ...ET_AL_NAME }],
  issued: { 'date-parts': [[2020]] },
  volume: '5',
  page: '1-9',
};
const text = (id: string) => {
  const template = findPreset(id);
  if (!template) throw new Error(`no preset ${id}`);
  return formatReference(cutShort, template).text;
};

describe('an author list cut short', () => {
  for (const preset of CITATION_PRESETS) {
    it(`${preset.id} prints its own et-al term after the names given, with no "and"`, () => {
      const template = findPreset(preset.id);
      const term = template?.elements.find((element) => element.element === 'author');
      const etAl = term && 'etAlTerm' in term ? term.etAlTerm.trim() : 'et al';
      const printed = text(preset.id);
      expect(printed).toContain(etAl.replace(/\.$/, ''));
      expect(printed).not.toMatch(/\b(?:and|&) /);
    });
  }

  it('prints Vancouver, APA and IEEE forms', () => {
    expect(text('nlm-vancouver')).toMatch(/^1\. Garcia M, Lopez J, et al\. A study\./);
    expect(text('ama-11')).toMatch(/^1\. Garcia M, Lopez J, et al\. A study\./);
    expect(text('apa-7')).toMatch(/^Garcia, M\., Lopez, J\., et al\. \(2020\)/);
    expect(text('ieee')).toMatch(/^\[1\] M\. Garcia, J\. Lopez et al\., “A study,”/);
  });
});
