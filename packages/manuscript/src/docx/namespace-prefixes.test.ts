import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readDocx } from '../read-docx.ts';
import { paragraphsOf } from '../test-support/walk-model.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const CT = 'http://schemas.openxmlformats.org/package/2006/content-types';
const WML = 'application/vnd.openxmlformats-officedocument.wordprocessingml';

/** Parts written with `w:`; `style` rewrites them as another writer would (python-docx/lxml `ns0:`, default ns). */
const PARTS = {
  document: `<w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>
<w:p><w:pPr><w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t>Methods</w:t></w:r></w:p>
<w:p><w:pPr><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr><w:r><w:t>First item</w:t></w:r></w:p>
<w:p><w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">Bold </w:t></w:r><w:r><w:t>text</w:t></w:r><w:r><w:footnoteReference w:id="1"/></w:r></w:p>
</w:body></w:document>`,
  styles: `<w:styles xmlns:w="${W}"><w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/><w:pPr><w:outlineLvl w:val="0"/></w:pPr></w:style></w:styles>`,
  numbering: `<w:numbering xmlns:w="${W}"><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:lvlText w:val="%1."/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`,
  footnotes: `<w:footnotes xmlns:w="${W}"><w:footnote w:type="separator" w:id="0"><w:p><w:r><w:separator/></w:r></w:p></w:footnote><w:footnote w:id="1"><w:p><w:r><w:t>A note.</w:t></w:r></w:p></w:footnote></w:footnotes>`,
};

type Style = 'w' | 'ns0' | 'default';

function restyle(xml: string, style: Style): string {
  if (style === 'w') return xml;
  if (style === 'ns0')
    return xml
      .replace(/(<\/?)w:/g, '$1ns0:')
      .replace(/ w:/g, ' ns0:')
      .replace(/xmlns:w=/g, 'xmlns:ns0=');
  // Default namespace for elements; attributes keep a declared prefix (an unprefixed attribute has no namespace).
  return xml.replace(/(<\/?)w:/g, '$1').replace(/xmlns:w="([^"]+)"/, 'xmlns="$1" xmlns:w="$1"');
}

function packageRels(style: Style): string {
  const rel = (id: string, type: string, target: string) =>
    style === 'w'
      ? `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"/>`
      : `<pr:Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"/>`;
  const wrap = (inner: string) =>
    style === 'w'
      ? `<Relationships xmlns="${PKG}">${inner}</Relationships>`
      : `<pr:Relationships xmlns:pr="${PKG}">${inner}</pr:Relationships>`;
  return JSON.stringify({
    root: wrap(rel('rId1', 'officeDocument', 'word/document.xml')),
    main: wrap(
      rel('rId1', 'styles', 'styles.xml') +
        rel('rId2', 'numbering', 'numbering.xml') +
        rel('rId3', 'footnotes', 'footnotes.xml'),
    ),
  });
}

function docx(style: Style): Uint8Array {
  const rels = JSON.parse(packageRels(style)) as { root: string; main: string };
  const override = (part: string, type: string) =>
    `<Override PartName="/word/${part}" ContentType="${WML}.${type}+xml"/>`;
  const types = style === 'w' ? `<Types xmlns="${CT}">` : `<ct:Types xmlns:ct="${CT}">`;
  const tag = (name: string) => (style === 'w' ? name : `ct:${name}`);
  const contentTypes = `${types}<${tag('Default')} Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><${tag('Default')} Extension="xml" ContentType="application/xml"/>${override('document.xml', 'document.main').replace(/Override/, tag('Override'))}${override('styles.xml', 'styles').replace(/Override/, tag('Override'))}</${tag('Types')}>`;
  return zipSync({
    '[Content_Types].xml': strToU8(contentTypes),
    '_rels/.rels': strToU8(rels.root),
    'word/_rels/document.xml.rels': strToU8(rels.main),
    'word/document.xml': strToU8(restyle(PARTS.document, style)),
    'word/styles.xml': strToU8(restyle(PARTS.styles, style)),
    'word/numbering.xml': strToU8(restyle(PARTS.numbering, style)),
    'word/footnotes.xml': strToU8(restyle(PARTS.footnotes, style)),
  });
}

/** What a reader should see, whatever the prefixes: compared with the `w:` file's model. */
function summary(bytes: Uint8Array) {
  const manuscript = readDocx(bytes);
  return {
    paragraphs: manuscript.blocks.flatMap(paragraphsOf).map((p) => ({
      text: p.text,
      heading: p.heading,
      list: p.list,
      spans: p.spans,
      inlines: p.inlines,
    })),
    notes: manuscript.notes,
  };
}

describe('namespaces are matched by URI, not by prefix (issue 15)', () => {
  const expected = summary(docx('w'));

  it('reads the w: file fully (the reference the other spellings are held to)', () => {
    expect(expected.paragraphs.map((p) => p.text)).toEqual(['Methods', 'First item', 'Bold text']);
    expect(expected.paragraphs[0]?.heading).toMatchObject({ level: 1 });
    expect(expected.paragraphs[1]?.list).toMatchObject({ label: '1.', level: 0 });
    expect(expected.notes[0]?.paragraphs[0]?.text).toBe('A note.');
  });

  it.each(['ns0', 'default'] as const)(
    'reads a file written with %s prefixes exactly as the w: one',
    (style) => {
      expect(summary(docx(style))).toEqual(expected);
    },
  );
});
