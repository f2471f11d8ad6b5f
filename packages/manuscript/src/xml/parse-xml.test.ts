import { describe, expect, it } from 'vitest';
import { parseXml } from './parse-xml.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const refusal = (xml: string) => {
  try {
    parseXml(xml, 'part.xml');
    return undefined;
  } catch (error) {
    return `${(error as { code?: string }).code}: ${(error as Error).message}`;
  }
};

describe('parseXml namespaces (resolved by the reader, saxes in plain mode)', () => {
  it('names by namespace, whatever the prefix; scopes nest and a redeclared prefix wins inside', () => {
    const root = parseXml(
      `<a:document xmlns:a="${W}"><b:p xmlns:b="${W}" val="1" b:rsid="2"/><a:p xmlns:a="urn:other" a:x="3"/><p xml:space="preserve"/></a:document>`,
      'part.xml',
    );
    expect(root.name).toBe('w:document');
    expect(root.attrs).toEqual({});
    expect(root.children).toEqual([
      { name: 'w:p', attrs: { 'w:val': '1', 'w:rsid': '2' }, children: [] },
      { name: 'a:p', attrs: { 'a:x': '3' }, children: [] },
      { name: 'p', attrs: { 'xml:space': 'preserve' }, children: [] },
    ]);
  });

  it('keeps an undeclared prefix as written rather than refusing the part', () => {
    expect(parseXml('<q:a q:b="1"/>', 'part.xml')).toEqual({
      name: 'q:a',
      attrs: { 'q:b': '1' },
      children: [],
    });
  });

  it('refuses what the Namespaces in XML spec forbids, as file_corrupted', () => {
    for (const xml of [
      '<a xmlns:p=""/>',
      '<a xmlns:xml="urn:x"/>',
      '<a xmlns:p="http://www.w3.org/2000/xmlns/"/>',
      '<a xmlns="http://www.w3.org/XML/1998/namespace"/>',
      '<xmlns:a/>',
      '<a:b:c/>',
      '<a x:y:z="1"/>',
      '<a xmlns:p="u" xmlns:q="u" p:x="1" q:x="2"/>',
      '<?w:xml version="1.0"?><a/>',
    ])
      expect(refusal(xml), xml).toMatch(/^file_corrupted: part\.xml is not well-formed XML: /);
  });
});
