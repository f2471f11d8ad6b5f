/** One ECitMatch line: journal (title or abbreviation), year, volume, first page, first author, and our key. */
export interface CitationQuery {
  journal: string;
  year?: string;
  volume?: string;
  firstPage?: string;
  author?: string;
  key: string;
}
