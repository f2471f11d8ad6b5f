import { CslItem, type CslItemType, type ReadResult } from '@galley/contracts';
import { decodeInput } from './decode-input.ts';

const STRING_FIELDS = [
  'volume',
  'issue',
  'page',
  'number',
  'PMID',
  'PMCID',
  'edition',
  'ISSN',
  'ISBN',
] as const;
const KNOWN_TYPES = new Set<string>(CslItem.shape.type.options);
// CSL types we do not model fold into the nearest one we do, so nothing valid is refused.
const TYPE_ALIASES: Record<string, CslItemType> = {
  'entry-encyclopedia': 'chapter',
  'entry-dictionary': 'chapter',
  'post-weblog': 'webpage',
  post: 'webpage',
  review: 'article-journal',
  'review-book': 'article-journal',
  speech: 'paper-conference',
  standard: 'report',
  software: 'dataset',
};

/**
 * CSL-JSON (an array of items, one item, or `{ items: [...] }`) → validated CSL items. Numbers where CSL allows
 * numbers or strings become strings; our extension may sit at the top level or under `custom` (as our writer puts
 * it). Items that still fail the schema are skipped with a warning naming the problem.
 */
export function readCslJson(input: string | Uint8Array): ReadResult {
  const result: ReadResult = { items: [], warnings: [] };
  let data: unknown;
  try {
    data = JSON.parse(decodeInput(input).replace(/^\uFEFF/, ''));
  } catch (error) {
    result.warnings.push({
      code: 'invalid_json',
      message: `The file is not valid JSON: ${(error as Error).message}`,
    });
    return result;
  }
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.items) ? data.items : [data];
  list.forEach((raw: unknown, index: number) => {
    const parsed = CslItem.safeParse(normalise(raw, index));
    if (parsed.success) result.items.push(parsed.data);
    else {
      const issue = parsed.error.issues[0];
      result.warnings.push({
        code: 'unreadable_record',
        message: `Item ${index + 1} is not CSL-JSON (${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}).`,
        item: index,
      });
    }
  });
  if (result.items.length === 0) {
    result.warnings.push({ code: 'no_references', message: 'No convertible references were found.' });
  }
  return result;
}

function normalise(raw: unknown, index: number): unknown {
  if (!isRecord(raw)) return raw;
  const item: Record<string, unknown> = { ...raw };
  if (isRecord(item.custom)) {
    for (const key of ['pii', 'source', 'confidence'] as const) {
      if (item.custom[key] !== undefined && item[key] === undefined) item[key] = item.custom[key];
    }
  }
  delete item.custom;
  item.id = item.id === undefined ? String(index + 1) : String(item.id);
  if (typeof item.type === 'string' && !KNOWN_TYPES.has(item.type))
    item.type = TYPE_ALIASES[item.type] ?? 'document';
  if (item.type === undefined) item.type = 'article-journal';
  for (const field of STRING_FIELDS) if (typeof item[field] === 'number') item[field] = String(item[field]);
  for (const field of ['issued', 'accessed']) {
    const date = item[field];
    if (isRecord(date) && Array.isArray(date['date-parts'])) {
      date['date-parts'] = date['date-parts']
        .map((parts: unknown) =>
          Array.isArray(parts) ? parts.map(Number).filter((part) => Number.isInteger(part)) : parts,
        )
        .filter((parts: unknown) => !Array.isArray(parts) || parts.length > 0);
      if ((date['date-parts'] as unknown[]).length === 0) delete date['date-parts'];
    }
  }
  // Fields outside our model (Zotero's "citation-key", "archive", ...) are dropped rather than refusing the item.
  const known = new Set(Object.keys(CslItem.shape));
  for (const key of Object.keys(item)) if (!known.has(key)) delete item[key];
  return item;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
