import { MANUSCRIPT_UPLOAD_LIMITS } from '@galley/contracts';
import { DocxRefusal } from '../docx-refusal.ts';
import { parseXml } from '../xml/parse-xml.ts';
import { childElements, type XmlElement } from '../xml/xml-node.ts';
import { openZip, type ZipArchive } from '../zip/open-zip.ts';
import { type Relationship, readRelationships, relsPathOf, resolveTarget } from './relationships.ts';

const WORD_MAIN_TYPES = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template.main+xml',
];
const MACRO_TYPE = /macroEnabled|vbaProject|vbaData/i;

/** An opened Word package: the main document part and its relationships, parts read and parsed on demand. */
export interface DocxPackage {
  mainPart: string;
  mainRelationships: Relationship[];
  /** The part's XML root, or undefined when the part is absent. Throws DocxRefusal on unsafe or broken XML. */
  readXml(part: string): XmlElement | undefined;
  /** The target part of the main document's first relationship of this type (`styles`, `footnotes`, …). */
  partOfType(type: string): string | undefined;
}

/**
 * Opens a .docx: zip limits, content types (a Word document, not a workbook renamed), macros refused (.docm or a
 * VBA project anywhere), the main part found through the package relationships as the standard says.
 */
export function openDocx(bytes: Uint8Array, limits = MANUSCRIPT_UPLOAD_LIMITS): DocxPackage {
  const zip = openZip(bytes, limits);
  const readXml = (part: string) => (zip.has(part) ? parseXml(decodeXml(zip, part), part) : undefined);
  const contentTypes = readXml('[Content_Types].xml');
  if (!contentTypes) throw new DocxRefusal('file_corrupted', '[Content_Types].xml is missing');
  const types = [...childElements(contentTypes, 'Override'), ...childElements(contentTypes, 'Default')].map(
    (element) => element.attrs.ContentType ?? '',
  );
  if (types.some((type) => MACRO_TYPE.test(type)) || zip.names.some((name) => /vbaProject\.bin$/i.test(name)))
    throw new DocxRefusal('macro_enabled', 'the package holds a VBA project');
  const packageRels = readRelationships(readXml('_rels/.rels'));
  const mainPart = resolveTarget('', packageRels.find((rel) => rel.type === 'officeDocument')?.target ?? '');
  const mainType = childElements(contentTypes, 'Override').find((o) => o.attrs.PartName === `/${mainPart}`);
  if (!mainPart || !zip.has(mainPart)) throw new DocxRefusal('file_corrupted', 'no main document part');
  if (!WORD_MAIN_TYPES.includes(mainType?.attrs.ContentType ?? ''))
    throw new DocxRefusal(
      'file_type',
      `the main part is ${mainType?.attrs.ContentType ?? 'untyped'}, not Word`,
    );
  const mainRelationships = readRelationships(readXml(relsPathOf(mainPart)));
  return {
    mainPart,
    mainRelationships,
    readXml,
    partOfType(type) {
      const rel = mainRelationships.find((candidate) => candidate.type === type && !candidate.external);
      return rel ? resolveTarget(mainPart, rel.target) : undefined;
    },
  };
}

function decodeXml(zip: ZipArchive, part: string): string {
  const bytes = zip.read(part);
  // Word writes UTF-8; UTF-16 parts (allowed by the standard) carry a byte-order mark.
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new DocxRefusal('file_corrupted', `${part} is not valid UTF-8`);
  }
}
