import { type DeflateOptions, strToU8, type Zippable, zipSync } from 'fflate';

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const MAIN_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

export interface DocxParts {
  /** The body's inner XML (paragraphs, tables); wrapped in w:document/w:body. */
  body?: string;
  /** The whole document.xml, when a test needs it raw (a DTD, broken XML). */
  documentXml?: string;
  mainContentType?: string;
  /** More parts by path (word/styles.xml, word/vbaProject.bin, …), with relationships from the main part. */
  parts?: Record<string, { content: string | Uint8Array; relType?: string; contentType?: string }>;
}

/** A minimal, valid .docx built in memory, for tests of hostile and edge-case files. */
export function buildDocx(spec: DocxParts = {}, level: DeflateOptions['level'] = 6): Uint8Array {
  const overrides = [
    `<Override PartName="/word/document.xml" ContentType="${spec.mainContentType ?? MAIN_TYPE}"/>`,
  ];
  const rels: string[] = [];
  const files: Zippable = {};
  let n = 0;
  for (const [path, part] of Object.entries(spec.parts ?? {})) {
    files[path] = typeof part.content === 'string' ? strToU8(part.content) : part.content;
    if (part.contentType) overrides.push(`<Override PartName="/${path}" ContentType="${part.contentType}"/>`);
    if (part.relType)
      rels.push(
        `<Relationship Id="rIdT${++n}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${part.relType}" Target="${path.replace(/^word\//, '')}"/>`,
      );
  }
  files['[Content_Types].xml'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides.join('')}</Types>`,
  );
  files['_rels/.rels'] = strToU8(
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  files['word/_rels/document.xml.rels'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join('')}</Relationships>`,
  );
  files['word/document.xml'] = strToU8(
    spec.documentXml ??
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:m="http://schemas.openxmlformats.org/officeDocument/2006/math"><w:body>${spec.body ?? '<w:p><w:r><w:t>Hello</w:t></w:r></w:p>'}</w:body></w:document>`,
  );
  return zipSync(files, { level });
}

/** A paragraph of plain text. */
export function p(text: string, pPr = '', rPr = ''): string {
  return `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}<w:r>${rPr ? `<w:rPr>${rPr}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
}

/** A table of plain-text cells, a row per array. */
export function table(...rows: string[][]): string {
  const cell = (text: string) => `<w:tc><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:tc>`;
  return `<w:tbl>${rows.map((row) => `<w:tr>${row.map(cell).join('')}</w:tr>`).join('')}</w:tbl>`;
}

/** A paragraph set in bold throughout (a heading by its look). */
export function boldP(text: string): string {
  return p(text, '', '<w:b/>');
}

/** A paragraph opening with a label in bold and no colon: "**Methods** In this trial …". */
export function boldLead(label: string, text: string): string {
  return `<w:p><w:r><w:rPr><w:b/></w:rPr><w:t>${label}</w:t></w:r><w:r><w:t xml:space="preserve"> ${text}</w:t></w:r></w:p>`;
}

/** One paragraph of lines broken with Shift+Enter (`<w:br/>`), not with Enter. */
export function linesP(...lines: string[]): string {
  const runs = lines.map((line, i) => `${i ? '<w:br/>' : ''}<w:t xml:space="preserve">${line}</w:t>`);
  return `<w:p><w:r>${runs.join('')}</w:r></w:p>`;
}
