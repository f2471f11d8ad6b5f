import type { TaggedField, TaggedRecord } from './tagged-record.ts';

// "TY  - JOUR", "TY  -  JOUR" (Cochrane), "ER  -" (no value); some exporters drop one of the two spaces.
const RIS_LINE = /^([A-Z][A-Z0-9]) {1,2}-(?: {1,2}(.*)|\s*)$/s;
// Rayyan writes a second field on the same line after a run of spaces ("UR  - https://…     U2  - L202…").
const EMBEDDED_FIELD = /\s{3,}([A-Z][A-Z0-9]) {2}- /;

/**
 * Splits RIS text into records. Lines that are not "XX  - value" continue the previous field (wrapped
 * abstracts), except outside a record, where exporters put banners ("Record #3 of 18", Ovid's "6.") that are
 * skipped. A record starts at TY and ends at ER; a TY without the previous ER closes the previous record.
 */
export function splitRisRecords(text: string): TaggedRecord[] {
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
  lines.forEach((raw, index) => {
    const line = raw.replace(/^\uFEFF/, '');
    const match = RIS_LINE.exec(line);
    if (!match) {
      const last = current?.fields[current.fields.length - 1];
      if (current && last && line.trim() !== '') {
        last.value = `${last.value} ${line.trim()}`.trim();
        recordLines.push(line);
      }
      return;
    }
    const tag = match[1] ?? '';
    const value = (match[2] ?? '').trim();
    if (tag === 'TY') {
      close();
      current = { fields: [], text: '', line: index + 1 };
    }
    if (!current) return;
    recordLines.push(line);
    if (tag === 'ER') {
      close();
      return;
    }
    for (const field of splitEmbedded(tag, value, index + 1)) current.fields.push(field);
  });
  close();
  return records;
}

function splitEmbedded(tag: string, value: string, line: number): TaggedField[] {
  const fields: TaggedField[] = [];
  let rest = value;
  let currentTag = tag;
  for (let match = EMBEDDED_FIELD.exec(rest); match; match = EMBEDDED_FIELD.exec(rest)) {
    fields.push({ tag: currentTag, value: rest.slice(0, match.index).trim(), line });
    currentTag = match[1] ?? '';
    rest = rest.slice(match.index + match[0].length);
  }
  fields.push({ tag: currentTag, value: rest.trim(), line });
  return fields;
}
