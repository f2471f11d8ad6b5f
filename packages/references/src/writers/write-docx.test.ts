import type { CslItem } from '@galley/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { findPreset } from '../presets/find-preset.ts';
import { writeDocx } from './write-docx.ts';

const item: CslItem = {
  id: '1',
  type: 'article-journal',
  title: 'Microglia prune synapses & more',
  'container-title': 'Journal of Neuroscience',
  'container-title-short': 'J Neurosci',
  author: [{ family: 'Smith', given: 'Jane' }],
  issued: { 'date-parts': [[2020]] },
  volume: '40',
  page: '100-110',
};

async function documentXml(items: CslItem[], presetId: string): Promise<string> {
  const template = findPreset(presetId);
  if (!template) throw new Error(`no preset ${presetId}`);
  const zip = unzipSync(await writeDocx(items, template));
  return strFromU8(zip['word/document.xml'] as Uint8Array);
}

describe('writeDocx', () => {
  it('writes one paragraph per reference with the journal in an italic run and the text escaped', async () => {
    const xml = await documentXml([item, { ...item, id: '2', title: 'Second paper' }], 'ama-11');
    expect(xml.match(/<w:p>|<w:p /g)).toHaveLength(2);
    expect(xml).toMatch(/<w:r><w:rPr><w:i\/>(?:<w:iCs\/>)?<\/w:rPr><w:t[^>]*>J Neurosci/);
    expect(xml).toContain('Microglia prune synapses &amp; more');
  });

  it('keeps bold runs and turns a tab after the number into a Word tab', async () => {
    const template = findPreset('nlm-vancouver');
    if (!template) throw new Error('no preset');
    const bold = {
      ...template,
      elements: template.elements.map((element) =>
        element.element === 'title'
          ? { ...element, bold: true }
          : element.element === 'number'
            ? { ...element, after: 'tab' as const }
            : element,
      ),
    };
    const xml = strFromU8(unzipSync(await writeDocx([item], bold))['word/document.xml'] as Uint8Array);
    expect(xml).toMatch(/<w:rPr><w:b\/><w:bCs\/><\/w:rPr><w:t[^>]*>Microglia prune synapses/);
    expect(xml).toContain('<w:tab/>');
  });
});
