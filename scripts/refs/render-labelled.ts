import type { CslItem, ReferenceTemplate, TemplateElement } from '@galley/contracts';
import { appendRun, trimTrailingSpace } from '../../packages/references/src/format/append-run.ts';
import { elementValue } from '../../packages/references/src/format/element-value.ts';
import type { TextRun } from '../../packages/references/src/format/text-run.ts';
import { typographicQuotes } from '../../packages/references/src/format/typographic-quotes.ts';
import type { TokenLabel } from '../../packages/references/src/parser/token-labels.ts';
import type { LabelledString } from './labelled-string.ts';

// As formatReference: prose elements get typographic quotes.
const PROSE = new Set(['author', 'title', 'journal']);

const ELEMENT_LABELS: Record<TemplateElement['element'], TokenLabel> = {
  number: 'number',
  author: 'author',
  title: 'title',
  volume: 'volume',
  issue: 'issue',
  pubdate: 'date',
  page: 'pages',
  doi: 'doi',
  pii: 'note',
  pmid: 'identifier',
  journal: 'container',
};

/**
 * Formats an item exactly as formatReference does (same element loop, same run merging) while recording which
 * element wrote each character, so every rendered string comes with its gold labels.
 */
export function renderLabelled(item: CslItem, template: ReferenceTemplate, number: number): LabelledString {
  const runs: TextRun[] = [];
  let labels: (TokenLabel | undefined)[] = [];
  const textOf = () => runs.map((run) => run.text).join('');
  for (const element of template.elements) {
    const value = elementValue(item, element, number);
    const raw = value ?? (element.missingText || undefined);
    if (raw === undefined) continue;
    const shown = PROSE.has(element.element) ? typographicQuotes(raw) : raw;
    const before = textOf();
    const style = { italic: element.italic, bold: element.bold };
    const single =
      element.element === 'page' && element.singlePageKeyword !== undefined && !/[-–,]/.test(shown);
    appendRun(runs, { text: element.prefix });
    appendRun(runs, { text: single ? (element.singlePageKeyword ?? '') : element.keywordsBefore, ...style });
    appendRun(runs, { text: shown, ...style });
    appendRun(runs, { text: element.suffix });
    const after = textOf();
    let common = 0;
    while (common < before.length && common < after.length && before[common] === after[common]) common++;
    labels = labels.slice(0, common);
    for (let index = common; index < after.length; index++) {
      labels.push(/\s/.test(after[index] ?? '') ? undefined : ELEMENT_LABELS[element.element]);
    }
    if (element.element === 'number') {
      appendRun(runs, { text: element.after === 'tab' ? '\t' : element.after === 'space' ? ' ' : '' });
    } else if (element.spaceAfter) appendRun(runs, { text: ' ' });
    labels.length = Math.min(labels.length, textOf().length);
    while (labels.length < textOf().length) labels.push(undefined);
  }
  trimTrailingSpace(runs);
  if (template.end) appendRun(runs, { text: template.end });
  const text = textOf();
  labels.length = Math.min(labels.length, text.length);
  while (labels.length < text.length) labels.push(labels[labels.length - 1]);
  return { text, labels };
}
