import { describe, expect, it } from 'vitest';
import { readEndnoteXml } from './read-endnote-xml.ts';

const xml = (title: string, journal: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><xml><records><record><ref-type name="Journal Article">17</ref-type>` +
  `<contributors><authors><author><style>Smith, John</style></author></authors></contributors>` +
  `<titles><title><style>${title}</style></title><secondary-title>${journal}</secondary-title></titles>` +
  `<dates><year>2020</year></dates><abstract>First line.&#xD;Second line.</abstract></record></records></xml>`;

// Issue 14: EndNote XML titles kept the line breaks of titles pasted from PDFs.
describe('readEndnoteXml', () => {
  it('collapses white space in titles and journal names, not in the abstract', () => {
    const item = readEndnoteXml(xml('Effects of light\n   on acne:&#xD;a trial', 'Journal of\r\nthings'))
      .items[0];
    expect(item?.title).toBe('Effects of light on acne: a trial');
    expect(item?.['container-title']).toBe('Journal of things');
    expect(item?.abstract).toBe('First line.\nSecond line.');
  });
});
