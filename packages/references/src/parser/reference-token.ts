/** One token of a reference string: a word, a number, one punctuation mark, or a whole DOI or URL. */
export interface ReferenceToken {
  text: string;
  start: number;
  end: number;
  /** White space precedes the token: "Smith J." splits into Smith, J, "." with only J after a space. */
  spaceBefore: boolean;
}
