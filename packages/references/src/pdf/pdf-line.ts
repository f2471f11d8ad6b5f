/** One line of a PDF page's text: its words joined, its baseline (from the top), and its font size. */
export interface PdfLine {
  text: string;
  top: number;
  size: number;
}
