/** "August 12, 2020", "12/08/2020", "Submitted 3 March 2021": the dates a title page carries. */
export function isDateLine(text: string): boolean {
  return /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}\b|\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{4}\b|\b\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\b/i.test(
    text,
  );
}
