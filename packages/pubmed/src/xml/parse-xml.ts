import { XMLParser } from 'fast-xml-parser';
import { decodeXmlText } from './decode-xml-text.ts';

export type XmlNode = Record<string, unknown>;

// Entity processing is off so a DOCTYPE can never define or expand entities (billion laughs, external entities);
// only the five predefined entities and numeric references are decoded: attributes here, text by xmlText (after
// stripping inline markup, so an encoded "&lt;" in a DOI is never mistaken for a tag).
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  // Titles and abstracts carry inline markup (<i>, <sup>): keep them as raw text, stripped later.
  stopNodes: ['*.ArticleTitle', '*.BookTitle', '*.VernacularTitle', '*.AbstractText'],
  isArray: (name) =>
    [
      'PubmedArticle',
      'Author',
      'PublicationType',
      'ArticleId',
      'ELocationID',
      'CommentsCorrections',
      'AbstractText',
      'Id',
      'DocSum',
      'Item',
    ].includes(name),
  attributeValueProcessor: (_name, value) => decodeXmlText(value),
});

/** Parses XML strictly enough for E-utilities answers, never expanding DTD entities. */
export function parseXml(text: string): XmlNode {
  return parser.parse(text) as XmlNode;
}
