import type { Citation, CslItem } from '@galley/contracts';
import { readCslJson, readEndnoteXml } from '@galley/references';

export interface DecodedCitation {
  source: Citation['source'];
  items: CslItem[];
  /** Why the field's data could not be read, when it could not. */
  problem?: string;
}

const ZOTERO = /^\s*ADDIN\s+ZOTERO_ITEM\s+CSL_CITATION/;
const MENDELEY = /^\s*ADDIN\s+CSL_CITATION/;
const ENDNOTE = /^\s*ADDIN\s+EN\.CITE(?!\.DATA)\b/;

/**
 * A citation field's instruction (and EndNote's base64 `fldData`) → CSL items. Zotero and Mendeley put CSL-JSON in
 * the instruction (`citationItems[].itemData`); EndNote puts `<EndNote><Cite>…<record>` XML either in the
 * instruction or, base64-encoded, in the field's data. Anything else is not a citation (undefined).
 */
export function decodeCitationField(instruction: string, fieldData: string[]): DecodedCitation | undefined {
  if (ZOTERO.test(instruction)) return decodeCslCitation('zotero', instruction);
  if (MENDELEY.test(instruction)) return decodeCslCitation('mendeley', instruction);
  if (ENDNOTE.test(instruction)) return decodeEndnoteCitation(instruction, fieldData);
  return undefined;
}

function decodeCslCitation(source: 'zotero' | 'mendeley', instruction: string): DecodedCitation {
  const json = instruction.slice(instruction.indexOf('{'), instruction.lastIndexOf('}') + 1);
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    return { source, items: [], problem: `its CSL-JSON does not parse (${(error as Error).message})` };
  }
  const cited = (parsed as { citationItems?: { itemData?: unknown }[] }).citationItems ?? [];
  const data = cited.map((entry) => entry.itemData).filter((item) => item && typeof item === 'object');
  const { items } = readCslJson(JSON.stringify(data));
  return items.length === cited.length
    ? { source, items }
    : { source, items, problem: `${cited.length - items.length} of ${cited.length} items could not be read` };
}

function decodeEndnoteCitation(instruction: string, fieldData: string[]): DecodedCitation {
  const inline = instruction.indexOf('<EndNote');
  let xml = inline >= 0 ? instruction.slice(inline) : '';
  for (const data of fieldData) {
    if (xml) break;
    xml = decodeBase64Text(data);
  }
  if (!xml) return { source: 'endnote', items: [], problem: 'it carries no EndNote data' };
  const records = xml.match(/<record>[\s\S]*?<\/record>/g) ?? [];
  const { items } = readEndnoteXml(`<xml><records>${records.join('')}</records></xml>`);
  return records.length && items.length === records.length
    ? { source: 'endnote', items }
    : {
        source: 'endnote',
        items,
        problem: `${records.length - items.length} of ${records.length} records unreadable`,
      };
}

/** Base64 → UTF-8 text without Node's Buffer (the package runs in browsers too). */
function decodeBase64Text(data: string): string {
  try {
    const binary = atob(data);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new TextDecoder('utf-8').decode(bytes);
  } catch {
    return '';
  }
}
