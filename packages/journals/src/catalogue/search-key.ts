// Titles, abbreviations and queries are compared in the same form the NLM abbreviation table is keyed by: no
// diacritics, lower case, "&" as "and", punctuation as single spaces, no leading "the" ("The Lancet" = "lancet").
export { journalKey as searchKey } from '@galley/references';
