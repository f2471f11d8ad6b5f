import { strToU8, zipSync } from 'fflate';
import type { GenBlock, Run } from './generated-document.ts';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function run(r: Run): string {
  const props = [
    r.bold ? '<w:b/>' : '',
    r.italic ? '<w:i/>' : '',
    r.superscript ? '<w:vertAlign w:val="superscript"/>' : '',
    r.size ? `<w:sz w:val="${r.size}"/>` : '',
  ].join('');
  // A line break inside the paragraph (Shift+Enter) is a w:br between text elements.
  const content = r.text
    .split('\n')
    .map((part) => `<w:t xml:space="preserve">${escapeXml(part)}</w:t>`)
    .join('<w:br/>');
  return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}${content}</w:r>`;
}

function blockXml(block: GenBlock): string {
  if (block.kind === 'table') {
    const rows = block.rows
      .map(
        (cells) => `<w:tr>${cells.map((c) => `<w:tc><w:p>${run({ text: c })}</w:p></w:tc>`).join('')}</w:tr>`,
      )
      .join('');
    const grid = (block.rows[0] ?? []).map(() => '<w:gridCol w:w="1800"/>').join('');
    return `<w:tbl><w:tblPr><w:tblW w:w="0" w:type="auto"/></w:tblPr><w:tblGrid>${grid}</w:tblGrid>${rows}</w:tbl>`;
  }
  const pPr = `${block.style ? `<w:pStyle w:val="${block.style}"/>` : ''}${block.center ? '<w:jc w:val="center"/>' : ''}`;
  return `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${block.runs
    .filter((r) => r.text)
    .map(run)
    .join('')}</w:p>`;
}

const style = (id: string, name: string, extra: string) =>
  `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/>${extra}</w:style>`;

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:styles xmlns:w="${W}"><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>${style('Title', 'Title', '<w:rPr><w:b/><w:sz w:val="36"/></w:rPr>')}${style('Heading1', 'heading 1', '<w:pPr><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/><w:sz w:val="28"/></w:rPr>')}${style('Heading2', 'heading 2', '<w:pPr><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b/><w:i/></w:rPr>')}</w:styles>`;

/** A .docx of the generated blocks: document, styles and the package parts Word and LibreOffice need. */
export function writeDocx(blocks: GenBlock[]): Uint8Array {
  const body = blocks.map(blockXml).join('');
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/_rels/document.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
    ),
    'word/styles.xml': strToU8(STYLES),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body>${body}<w:sectPr/></w:body></w:document>`,
    ),
  });
}
