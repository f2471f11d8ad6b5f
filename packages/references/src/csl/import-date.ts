import type { TemplateElementInput } from '@galley/contracts';
import type { CslNode } from './csl-node.ts';
import { type ImportContext, warnOnce } from './import-context.ts';

type PubdateInput = Extract<TemplateElementInput, { element: 'pubdate' }> & {
  prefix: string;
  suffix: string;
};

/** The pubdate element a <date variable="issued"> describes: year only, or year, month (and day) in its order. */
export function importDate(date: CslNode, context: ImportContext): PubdateInput {
  const parts = dateParts(date, context);
  const names = parts.map((part) => part.attrs.name);
  const month = parts.find((part) => part.attrs.name === 'month');
  // CSL's default month is the long name; the element model prints short ones ("Jan", "Jan.").
  const monthForm = month?.attrs.form ?? 'long';
  if (month && monthForm !== 'short') {
    warnOnce(context, { code: 'unsupported-attribute', detail: `month form="${monthForm}"` });
  }
  let prefix = '';
  let suffix = '';
  // A year alone carries its own affixes ("(2020)"): they become the element's.
  if (names.length === 1 && parts[0]) {
    prefix = parts[0].attrs.prefix ?? '';
    suffix = parts[0].attrs.suffix ?? '';
  }
  return {
    element: 'pubdate',
    parentheses: false,
    yearOnly: !month,
    invertYearMonth: names.indexOf('month') >= 0 && names.indexOf('month') < names.indexOf('year'),
    // en-US short months end with a full stop ("Jan."); a style's own terms may not.
    monthPeriod: month
      ? month.attrs['strip-periods'] !== 'true' &&
        (context.terms.text('month-01', 'short') ?? '').endsWith('.')
      : false,
    withDay: names.includes('day'),
    spaceAfter: false,
    prefix,
    suffix,
  };
}

// en-US localized dates: "January 15, 2020" (text) and "1/15/2020" (numeric).
const EN_US_DATES: Record<string, CslNode[]> = {
  text: [
    { name: 'date-part', attrs: { name: 'month', form: 'long', suffix: ' ' }, children: [] },
    { name: 'date-part', attrs: { name: 'day', suffix: ', ' }, children: [] },
    { name: 'date-part', attrs: { name: 'year' }, children: [] },
  ],
  numeric: [
    { name: 'date-part', attrs: { name: 'month', form: 'numeric', suffix: '/' }, children: [] },
    { name: 'date-part', attrs: { name: 'day', suffix: '/' }, children: [] },
    { name: 'date-part', attrs: { name: 'year' }, children: [] },
  ],
};

/**
 * The date parts in print order: the node's own, or for a localized date (form="text"/"numeric") the style's
 * <locale><date> (else en-US's) limited to date-parts, with the node's date-part attributes applied.
 */
function dateParts(date: CslNode, context: ImportContext): CslNode[] {
  const own = date.children.filter((child) => child.name === 'date-part');
  const form = date.attrs.form;
  if (!form) return own;
  const localeDate = context.style.children
    .filter((node) => node.name === 'locale')
    .flatMap((locale) => locale.children)
    .find((node) => node.name === 'date' && node.attrs.form === form);
  const base = localeDate?.children.filter((child) => child.name === 'date-part') ?? EN_US_DATES[form] ?? [];
  const wanted = (date.attrs['date-parts'] ?? 'year-month-day').split('-');
  return base
    .filter((part) => wanted.includes(part.attrs.name ?? ''))
    .map((part) => {
      const override = own.find((candidate) => candidate.attrs.name === part.attrs.name);
      return override ? { ...part, attrs: { ...part.attrs, ...override.attrs } } : part;
    });
}
