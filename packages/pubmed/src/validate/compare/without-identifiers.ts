/**
 * The reference string without its DOIs and URLs. They print the journal and the locators of the paper they
 * name ("10.1126/science.1180962", "wnl.43.8.1694"), so they must not count as the string printing those fields:
 * a DOI agrees or not on its own row, and a wrong journal or page beside a right DOI is still wrong.
 */
export function withoutIdentifiers(source: string | undefined): string {
  return (source ?? '').replace(/\bdoi:\s*\S+|\b10\.\d{4,9}\/\S+|https?:\/\/\S+|www\.\S+/gi, ' ');
}
