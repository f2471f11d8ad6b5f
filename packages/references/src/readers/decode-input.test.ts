import { describe, expect, it } from 'vitest';
import { decodeInput } from './decode-input.ts';
import { readRis } from './read-ris.ts';

const RIS = 'TY  - JOUR\nAU  - Müller, Jürgen\nTI  - Ærosol séances\nJO  - Lancet\nPY  - 2001\nER  - \n';

function utf16(text: string, endian: 'le' | 'be', bom: boolean): Uint8Array {
  const le = Buffer.from(text, 'utf16le');
  const bytes = endian === 'le' ? le : Buffer.from(le).swap16();
  const mark = endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff];
  return bom ? Buffer.concat([Buffer.from(mark), bytes]) : bytes;
}

describe('decodeInput', () => {
  it('reads UTF-8 with or without a BOM', () => {
    expect(decodeInput(Buffer.from(RIS))).toBe(RIS);
    expect(decodeInput(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(RIS)]))).toBe(RIS);
  });

  it('reads UTF-16 exports, little- and big-endian, with or without a BOM', () => {
    for (const endian of ['le', 'be'] as const)
      for (const bom of [true, false]) expect(decodeInput(utf16(RIS, endian, bom))).toBe(RIS);
    const [item] = readRis(utf16(RIS, 'le', true)).items;
    expect(item?.title).toBe('Ærosol séances');
    expect(item?.author?.[0]).toMatchObject({ family: 'Müller', given: 'Jürgen' });
  });

  it('reads Windows-1252 text that is not valid UTF-8', () => {
    expect(decodeInput(Buffer.from(RIS, 'latin1'))).toBe(RIS);
  });

  it('keeps binary garbage as replacement characters rather than guessing a legacy encoding', () => {
    const garbage = Uint8Array.from({ length: 64 }, (_, index) => (index * 37) % 256);
    expect(decodeInput(garbage)).toContain('\uFFFD');
  });
});
