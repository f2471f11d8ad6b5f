/** What pdfjs's getMetadata() gives: the information dictionary and the XMP packet. */
export interface PdfMetadata {
  info?: unknown;
  metadata?: { getRaw?: () => unknown } | null;
}

/**
 * The file's own description as one text: the information dictionary's values (publishers put the DOI in
 * Subject, Keywords or a custom "doi" key) and the XMP packet (prism:doi, dc:identifier, crossmark:DOI).
 * Producer and creator name software, never the paper.
 */
export function metadataText(found: PdfMetadata | undefined): string {
  const parts: string[] = [];
  const visit = (value: unknown, key = '') => {
    if (/^(?:producer|creator)$/i.test(key)) return;
    if (typeof value === 'string') parts.push(value);
    else if (value && typeof value === 'object')
      for (const [inner, innerValue] of Object.entries(value)) visit(innerValue, inner);
  };
  visit(found?.info);
  const raw = found?.metadata?.getRaw?.();
  if (typeof raw === 'string') parts.push(raw);
  return parts.join('\n');
}
