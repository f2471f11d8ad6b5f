import { readConfirmHtml } from '@galley/manuscript';
import type { ConversionRow } from '../../db/schema.ts';

const ABSTRACT_STEPS = new Set([
  'abstract.background',
  'abstract.methods',
  'abstract.results',
  'abstract.conclusions',
]);

/**
 * A conversion's title and tagged abstract, read from the author's confirmed highlights on the confirm board
 * (client_html). The title is the title step's text when one is stored (a title the author chose here or on the
 * board), else the highlighted title. Abstract sections join one per line, as a structured abstract is pasted;
 * empty when untagged.
 */
export function conversionTitleAbstract(row: Pick<ConversionRow, 'clientHtml' | 'additionalText'>): {
  title: string | null;
  abstract: string;
} {
  const stepText = row.additionalText?.['front.title']?.trim() || null;
  if (!row.clientHtml) return { title: stepText, abstract: '' };
  const { highlights, texts } = readConfirmHtml(row.clientHtml);
  const text = (block: string, start: number, end: number) =>
    (texts.get(block) ?? '').slice(start, end).trim();
  const title = highlights
    .filter((range) => range.step === 'front.title')
    .map((range) => text(range.block, range.start, range.end))
    .join(' ')
    .trim();
  const abstract = highlights
    .filter((range) => ABSTRACT_STEPS.has(range.step))
    .map((range) => text(range.block, range.start, range.end))
    .filter((part) => part !== '')
    .join('\n');
  return { title: stepText ?? (title || null), abstract };
}
