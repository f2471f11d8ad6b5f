import type { CatalogueFile, StoredJournal } from './catalogue-file.ts';

/** The stored journals of a parsed catalogue file, with every table index resolved (a bad index throws). */
export function decodeCatalogue(file: CatalogueFile): StoredJournal[] {
  const lookup = (table: readonly string[], name: string, index: number): string => {
    const value = table[index];
    if (value === undefined) throw new Error(`Journal catalogue: ${name} index ${index} is out of range.`);
    return value;
  };
  return file.journals.map(
    ([
      id,
      title,
      abbreviation,
      issn,
      eissn,
      publisher,
      categories,
      citationFormat,
      cslStyle,
      preset,
      match,
      url,
      family,
    ]) => ({
      id,
      title,
      abbreviation,
      issn,
      eissn,
      publisher: publisher === null ? null : lookup(file.publishers, 'publisher', publisher),
      categories: categories.map((index) => lookup(file.categories, 'category', index)),
      citationFormat,
      cslStyle: lookup(file.cslStyles, 'CSL style', cslStyle),
      referencePreset: lookup(file.referencePresets, 'reference preset', preset),
      presetMatch: match,
      guidelinesUrl: url,
      templateFamily: lookup(file.templateFamilies, 'template family', family),
      impactFactor: null,
    }),
  );
}
