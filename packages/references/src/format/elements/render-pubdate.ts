import type { CslItem, PubdateElement } from '@galley/contracts';
import { dateParts } from '../../model/date-parts.ts';
import { SEASON_NAMES } from '../../model/parse-date.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2020", "2020 Jan 15" (NLM), "Jan 15, 2020" (inverted), each optionally in parentheses. */
export function renderPubdate(item: CslItem, element: PubdateElement): string | undefined {
  const { year, month, day } = dateParts(item.issued);
  if (year === undefined) return item.issued?.literal ?? item.issued?.raw;
  let text = String(year);
  if (!element.yearOnly) {
    const season = item.issued?.season;
    const monthText = month ? MONTHS[month - 1] : typeof season === 'number' ? SEASON_NAMES[season] : season;
    if (monthText) {
      const withDay = month && day ? `${monthText} ${day}` : monthText;
      text = element.invertYearMonth ? `${withDay}${month && day ? ',' : ''} ${year}` : `${year} ${withDay}`;
    }
  }
  return element.parentheses ? `(${text})` : text;
}
