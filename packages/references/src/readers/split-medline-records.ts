import type { TaggedRecord } from './tagged-record.ts';

// "PMID- 123", "AU  - Smith J": the tag is padded to four characters before "- ".
// The s flag: values may hold U+2028, which `.` would not match.
const MEDLINE_LINE = /^([A-Z][A-Z0-9]{0,3}) *- ?(.*)$/s;

/**
 * Splits MEDLINE (.nbib) text into records: a record starts at PMID- (or after a blank line), indented lines
 * continue the previous field, and a blank line ends the record.
 */
export function splitMedlineRecords(text: string): TaggedRecord[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const records: TaggedRecord[] = [];
  let current: TaggedRecord | undefined;
  let recordLines: string[] = [];
  const close = () => {
    if (current && current.fields.length > 0) {
      current.text = recordLines.join('\n');
      records.push(current);
    }
    current = undefined;
    recordLines = [];
  };
  lines.forEach((line, index) => {
    if (line.trim() === '') {
      close();
      return;
    }
    const match = /^\s/.test(line) ? null : MEDLINE_LINE.exec(line);
    if (!match) {
      const last = current?.fields[current.fields.length - 1];
      if (current && last) {
        last.value = `${last.value} ${line.trim()}`;
        recordLines.push(line);
      }
      return;
    }
    const tag = match[1] ?? '';
    if (tag === 'PMID' && current?.fields.some((field) => field.tag === 'PMID')) close();
    if (!current) current = { fields: [], text: '', line: index + 1 };
    current.fields.push({ tag, value: (match[2] ?? '').trim(), line: index + 1 });
    recordLines.push(line);
  });
  close();
  return records;
}
