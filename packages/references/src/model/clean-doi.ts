const DOI_PATTERN = /10\.\d{4,9}\/[^\s"<>]+/;

/**
 * The bare DOI ("10.1000/xyz") from a DOI, a doi.org URL or "doi: …" text, or undefined when there is none.
 * Trailing sentence punctuation is dropped because reference strings end DOIs with "." far more often than DOIs
 * themselves end with it.
 */
export function cleanDoi(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const match = DOI_PATTERN.exec(decodeIfEncoded(text));
  if (!match) return undefined;
  let doi = match[0].replace(/[.,;:\]]+$/, '');
  // An unbalanced closing parenthesis belongs to the surrounding text, not to the DOI.
  while (doi.endsWith(')') && count(doi, '(') < count(doi, ')')) doi = doi.slice(0, -1);
  return doi;
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

function decodeIfEncoded(text: string): string {
  if (!/%2f/i.test(text)) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
