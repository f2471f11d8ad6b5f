import type { PubdateElement } from '@galley/contracts';
import { type CslNode, cslNode } from './csl-node.ts';
import type { LocaleTerm } from './locale-terms.ts';

const LOCALE_MONTHS = 'Jan Feb Mar Apr May June July Aug Sept Oct Nov Dec'.split(' ');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The <date> of a date element (the publication date, or a web page's access date with `variable` "accessed"):
 * "2020", "2020 Jan 15", "Jan 15, 2020", "July 19, 2002", "19 July 2002" or "July 19", the short month names the
 * formatter prints (three letters; a full stop after all but May with monthPeriod) as locale terms; long month
 * names are the en-US locale's own.
 */
export function dateNode(element: PubdateElement, terms: LocaleTerm[], variable = 'issued'): CslNode {
  const year = cslNode('date-part', { name: 'year' });
  let parts: CslNode[] = [year];
  if (element.numericDate) {
    // "3.16.17", as elsevier-harvard.csl prints access dates.
    parts = [
      cslNode('date-part', { name: 'month', form: 'numeric', suffix: '.' }),
      cslNode('date-part', { name: 'day', suffix: '.' }),
      cslNode('date-part', { name: 'year', form: 'short' }),
    ];
  } else if (!element.yearOnly) {
    const long = element.longMonth && !element.monthNames;
    if (!long) {
      // The style's own month names (The Lancet's "Sept"), else three letters as the formatter prints them.
      const names = element.monthNames ?? (element.localeShortMonths ? LOCALE_MONTHS : MONTHS);
      names.forEach((month, index) => {
        const text = element.monthPeriod && month.length === 3 && month !== 'May' ? `${month}.` : month;
        terms.push({ name: `month-${String(index + 1).padStart(2, '0')}`, form: 'short', text });
      });
    }
    const form = long ? 'long' : 'short';
    const dayForm = element.twoDigitDay ? 'numeric-leading-zeros' : undefined;
    if (element.dayFirst) {
      const day = cslNode('date-part', { name: 'day', form: dayForm, suffix: ' ' });
      const month = cslNode('date-part', { name: 'month', form });
      const shown = element.withDay ? [day, month] : [month];
      parts = element.withYear ? [...shown, cslNode('date-part', { name: 'year', prefix: ' ' })] : shown;
    } else if (!element.withYear) {
      const month = cslNode('date-part', { name: 'month', form });
      const day = cslNode('date-part', { name: 'day', form: dayForm, prefix: ' ' });
      parts = element.withDay ? [month, day] : [month];
    } else if (element.invertYearMonth) {
      // The day carries the comma, so that a date without a day prints "Jan 2020".
      const month = cslNode('date-part', { name: 'month', form, suffix: ' ' });
      const day = cslNode('date-part', { name: 'day', form: dayForm, suffix: ', ' });
      parts = element.withDay ? [month, day, year] : [month, year];
    } else {
      const month = cslNode('date-part', { name: 'month', form, prefix: element.afterYear });
      const day = cslNode('date-part', { name: 'day', form: dayForm, prefix: ' ' });
      parts = element.withDay ? [year, month, day] : [year, month];
    }
  }
  return cslNode(
    'date',
    {
      variable,
      prefix: element.parentheses ? '(' : undefined,
      suffix: element.parentheses ? ')' : undefined,
      'font-style': element.italic ? 'italic' : undefined,
      'font-weight': element.bold ? 'bold' : undefined,
    },
    parts,
  );
}
