import type { ReadResult } from '@galley/contracts';
import { checkFileSize, type FileReadOptions } from './check-file-size.ts';
import { decodeInput } from './decode-input.ts';
import { risRecordToItem } from './ris-record-to-item.ts';
import { splitRisRecords } from './split-ris-records.ts';

/** RIS file → CSL items (every dialect of the 24 exporters in the shared library). Never throws. */
export function readRis(input: string | Uint8Array, options: FileReadOptions = {}): ReadResult {
  const tooLarge = checkFileSize(input, options.maxBytes);
  if (tooLarge) return tooLarge;
  const records = splitRisRecords(decodeInput(input));
  const result: ReadResult = { items: [], warnings: [] };
  for (const record of records) {
    const item = risRecordToItem(record, String(result.items.length + 1));
    if (!item.title && !item.author && !item.DOI) {
      result.warnings.push({
        code: 'unreadable_record',
        message: 'A record has no title, author or DOI and was skipped.',
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
