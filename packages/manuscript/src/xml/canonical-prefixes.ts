/**
 * The prefix the reader uses for each namespace it looks at, whatever prefix the file wrote (`ns0:`, a default
 * namespace, …): names are matched by namespace URI, as XML says, but written as the familiar `w:p`, `r:id`. The
 * ISO "strict" namespaces map to the same prefixes as the transitional ones. Package parts (content types,
 * relationships) have no prefix.
 */
export const CANONICAL_PREFIXES: ReadonlyMap<string, string> = new Map([
  ['http://schemas.openxmlformats.org/wordprocessingml/2006/main', 'w'],
  ['http://purl.oclc.org/ooxml/wordprocessingml/main', 'w'],
  ['http://schemas.openxmlformats.org/officeDocument/2006/relationships', 'r'],
  ['http://purl.oclc.org/ooxml/officeDocument/relationships', 'r'],
  ['http://schemas.openxmlformats.org/officeDocument/2006/math', 'm'],
  ['http://purl.oclc.org/ooxml/officeDocument/math', 'm'],
  ['http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing', 'wp'],
  ['http://purl.oclc.org/ooxml/drawingml/wordprocessingDrawing', 'wp'],
  ['http://schemas.openxmlformats.org/drawingml/2006/main', 'a'],
  ['http://purl.oclc.org/ooxml/drawingml/main', 'a'],
  ['http://schemas.openxmlformats.org/drawingml/2006/picture', 'pic'],
  ['http://purl.oclc.org/ooxml/drawingml/picture', 'pic'],
  ['http://schemas.openxmlformats.org/markup-compatibility/2006', 'mc'],
  ['http://schemas.microsoft.com/office/word/2010/wordprocessingShape', 'wps'],
  ['urn:schemas-microsoft-com:vml', 'v'],
  ['urn:schemas-microsoft-com:office:office', 'o'],
  ['http://www.w3.org/XML/1998/namespace', 'xml'],
  ['http://schemas.openxmlformats.org/package/2006/content-types', ''],
  ['http://schemas.openxmlformats.org/package/2006/relationships', ''],
]);

/** The WordprocessingML namespaces, whose elements some writers give unprefixed attributes (read as `w:`). */
export const WORDML_NAMESPACES = new Set([
  'http://schemas.openxmlformats.org/wordprocessingml/2006/main',
  'http://purl.oclc.org/ooxml/wordprocessingml/main',
]);

/** `local` with the namespace's canonical prefix, or the name as written for a namespace the reader ignores. */
export function canonicalName(uri: string, local: string, written: string): string {
  const prefix = CANONICAL_PREFIXES.get(uri);
  if (prefix === undefined) return written;
  return prefix ? `${prefix}:${local}` : local;
}
