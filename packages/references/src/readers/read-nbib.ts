import type { ReadResult } from '@galley/contracts';
import { checkFileSize, type FileReadOptions } from './check-file-size.ts';
import { decodeInput } from './decode-input.ts';
import { medlineRecordToItem } from './medline-record-to-item.ts';
import { splitMedlineRecords } from './split-medline-records.ts';

/** PubMed NBIB / MEDLINE text → CSL items. Never throws. */
export function readNbib(input: string | Uint8Array, options: FileReadOptions = {}): ReadResult {
  const tooLarge = checkFileSize(input, options.maxBytes);
  if (tooLarge) return tooLarge;
  const result: ReadResult = { items: [], warnings: [] };
  for (const record of splitMedlineRecords(decodeInput(input))) {
    const item = medlineRecordToItem(record, String(result.items.length + 1));
    if (!item.title && !item.author && !item.PMID) {
      result.warnings.push({
        code: 'unreadable_record',
        message: 'A record has no PMID, title or author and was skipped.',
        line: record.line,
      });
      continue;
    }
    result.items.push(item);
  }
  if (result.items.length === 0) {
    result.warnings.push({ code: 'no_references', message: 'No convertible references were found.' });
  }
  return result;
}
