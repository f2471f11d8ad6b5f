import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readSharedData } from '../../../../../packages/manuscript/src/test-support/shared-data.ts';
import { extractFigures } from './extract-figures.ts';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 2]);

function docx(body: string, rels: string, media: Record<string, Uint8Array>): Uint8Array {
  return zipSync({
    'word/document.xml': strToU8(`<w:document><w:body>${body}</w:body></w:document>`),
    'word/_rels/document.xml.rels': strToU8(`<Relationships>${rels}</Relationships>`),
    ...Object.fromEntries(Object.entries(media).map(([name, bytes]) => [`word/media/${name}`, bytes])),
  });
}

describe('extractFigures', () => {
  it('names the images Figure 1…n in the order the body shows them, not by file name', () => {
    const figures = extractFigures(
      docx(
        '<a:blip r:embed="rId9"/><a:blip r:embed="rId3"/><a:blip r:embed="rId9"/>',
        '<Relationship Id="rId3" Target="media/image1.png"/><Relationship Id="rId9" Target="media/image2.jpeg"/>',
        { 'image1.png': PNG, 'image2.jpeg': JPEG, 'image3.png': PNG },
      ),
    );
    expect(figures.map((f) => [f.name, f.contentType])).toEqual([
      ['Figure 1.jpeg', 'image/jpeg'],
      ['Figure 2.png', 'image/png'],
      // In the package but never shown: kept, after the shown ones.
      ['Figure 3.png', 'image/png'],
    ]);
    expect(figures[0]?.bytes).toEqual(JPEG);
  });

  it('has no figures in a package without images, or in bytes that are no zip', () => {
    expect(extractFigures(docx('<w:p/>', '', {}))).toEqual([]);
    expect(extractFigures(new Uint8Array([1, 2, 3]))).toEqual([]);
  });

  it('takes every image of a real dev manuscript (publichealth_contraception.docx: 4)', () => {
    const bytes = readSharedData('manuscripts/publichealth_contraception.docx');
    const media = Object.keys(unzipSync(bytes, { filter: (f) => f.name.startsWith('word/media/') }));
    const figures = extractFigures(bytes);
    expect(figures).toHaveLength(media.length);
    expect(figures.map((f) => f.name.replace(/\.\w+$/, ''))).toEqual([
      'Figure 1',
      'Figure 2',
      'Figure 3',
      'Figure 4',
    ]);
  });
});
