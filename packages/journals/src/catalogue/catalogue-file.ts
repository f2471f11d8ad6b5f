import { type CatalogueJournal, CitationFormat } from '@galley/contracts';
import { z } from 'zod';

/**
 * One journal of data/journal-catalogue.json: a row of columns in `CATALOGUE_COLUMNS` order. Repeated strings
 * (publishers, categories, styles, presets, families) are indexes into the file's tables, which keeps ~9,000
 * journals near 2 MB while each journal stays one readable line.
 */
export const CatalogueRow = z.tuple([
  z.string(), // id
  z.string(), // title
  z.string().nullable(), // abbreviation
  z.string().nullable(), // issn
  z.string().nullable(), // eissn
  z.number().int().nonnegative().nullable(), // publisher → publishers[]
  z.array(z.number().int().nonnegative()), // categories → categories[]
  CitationFormat, // citation format
  z.number().int().nonnegative(), // CSL style → cslStyles[]
  z.number().int().nonnegative(), // reference preset → referencePresets[]
  z.enum(['exact', 'nearest']), // preset match
  z.string().nullable(), // author-guidelines URL
  z.number().int().nonnegative(), // template family → templateFamilies[]
]);
export type CatalogueRow = z.infer<typeof CatalogueRow>;

export const CATALOGUE_COLUMNS = [
  'id',
  'title',
  'abbreviation',
  'issn',
  'eissn',
  'publisher',
  'categories',
  'citationFormat',
  'cslStyle',
  'referencePreset',
  'presetMatch',
  'guidelinesUrl',
  'templateFamily',
] as const;

export const CatalogueFile = z.object({
  /** Where the data comes from, how it was built, and its licence. */
  about: z.array(z.string()),
  columns: z
    .array(z.string())
    .refine(
      (columns) => columns.join() === CATALOGUE_COLUMNS.join(),
      'columns differ from CATALOGUE_COLUMNS',
    ),
  publishers: z.array(z.string()),
  categories: z.array(z.string()),
  cslStyles: z.array(z.string()),
  referencePresets: z.array(z.string()),
  templateFamilies: z.array(z.string()),
  journals: z.array(CatalogueRow),
});
export type CatalogueFile = z.infer<typeof CatalogueFile>;

/** A catalogue journal as stored: everything but its article types, which come from its template family. */
export type StoredJournal = Omit<CatalogueJournal, 'articleTypes'>;
