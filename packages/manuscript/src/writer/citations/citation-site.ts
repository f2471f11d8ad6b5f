/** An in-text citation the writer can rewrite: where it is and which source references (0-based) it cites. */
export interface CitationSite {
  block: string;
  start: number;
  end: number;
  /** Empty for an author-year citation typed by hand that ties to no single entry (counted, left as written). */
  references: number[];
  from: 'field' | 'marker' | 'author-year';
}

/** What replaces a citation's text in the output. */
export interface CitationReplacement {
  start: number;
  end: number;
  text: string;
  superscript: boolean;
}
