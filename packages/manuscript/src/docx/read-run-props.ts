import { childElement, type XmlElement } from '../xml/xml-node.ts';
import type { RunProps } from './docx-types.ts';

const OFF = new Set(['0', 'false', 'off', 'none']);

/** An on/off property (`<w:b/>`, `<w:b w:val="0"/>`); undefined when the element is absent. */
function toggle(rPr: XmlElement, name: string): boolean | undefined {
  const element = childElement(rPr, name);
  if (!element) return undefined;
  return !OFF.has(element.attrs['w:val'] ?? 'true');
}

/** The formatting a `w:rPr` sets directly (only what it names). */
export function readRunProps(rPr: XmlElement | undefined): RunProps {
  if (!rPr) return {};
  const props: RunProps = {};
  const bold = toggle(rPr, 'w:b');
  if (bold !== undefined) props.bold = bold;
  const italic = toggle(rPr, 'w:i');
  if (italic !== undefined) props.italic = italic;
  const underline = childElement(rPr, 'w:u');
  if (underline) props.underline = !OFF.has(underline.attrs['w:val'] ?? 'single');
  const vertAlign = childElement(rPr, 'w:vertAlign')?.attrs['w:val'];
  if (vertAlign === 'superscript' || vertAlign === 'subscript') props.vertAlign = vertAlign;
  else if (!vertAlign) {
    // Text raised by hand (Word's "Raised by 4 pt", in half-points), as LibreOffice writes superscript from HTML:
    // an affiliation mark, an exponent. A point or less is a nudge. Lowered text is not read as subscript: Word
    // lowers a drop cap so.
    const position = Number(childElement(rPr, 'w:position')?.attrs['w:val'] ?? 0);
    if (position >= 3) props.vertAlign = 'superscript';
  }
  const smallCaps = toggle(rPr, 'w:smallCaps');
  if (smallCaps !== undefined) props.smallCaps = smallCaps;
  const allCaps = toggle(rPr, 'w:caps');
  if (allCaps !== undefined) props.allCaps = allCaps;
  return props;
}

/** Later layers win where they say something (defaults < paragraph style < character style < direct). */
export function mergeRunProps(...layers: RunProps[]): RunProps {
  return Object.assign({}, ...layers);
}
