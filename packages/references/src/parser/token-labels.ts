/**
 * What the tagger can call a token. `container` is the journal or book; `identifier` is a PMID or PMCID with its
 * label; `number` is the list number ("12.", "[12]"); `note` is everything else (genre, medium, ISBN, ...).
 */
export const TOKEN_LABELS = [
  'author',
  'editor',
  'title',
  'container',
  'collection',
  'date',
  'volume',
  'issue',
  'pages',
  'doi',
  'url',
  'identifier',
  'publisher',
  'location',
  'edition',
  'note',
  'number',
] as const;
export type TokenLabel = (typeof TOKEN_LABELS)[number];
