/** A piece of formatted text with its character styles; what a .docx writer turns into <w:r> runs. */
export interface TextRun {
  text: string;
  italic?: boolean;
  bold?: boolean;
}
