import type { CslItem, PubdateElement } from '@galley/contracts';
import { dateParts } from '../../model/date-parts.ts';
import { SEASON_NAMES } from '../../model/parse-date.ts';

// MEDLINE writes "Fall"; styles print CSL's en-US season term, "Autumn".
const DISPLAY_SEASONS = SEASON_NAMES.map((name) => (name === 'Fall' ? 'Autumn' : name));
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2020", "2020 Jan 15" (NLM), "Jan 15, 2020" (inverted), each optionally in parentheses. */
export function renderPubdate(item: CslItem, element: PubdateElement): string | undefined {
  const { year, month, day } = dateParts(item.issued);
  if (year === undefined) return item.issued?.literal ?? item.issued?.raw;
  let text = String(year);
  if (!element.yearOnly) {
    const season = item.issued?.season;
    const short = month ? MONTHS[month - 1] : undefined;
    const monthText = short
      ? `${short}${element.monthPeriod && short !== 'May' ? '.' : ''}`
      : typeof season === 'number'
        ? DISPLAY_SEASONS[season]
        : season;
    if (monthText) {
      const showDay = Boolean(month && day && element.withDay);
      const withDay = showDay ? `${monthText} ${day}` : monthText;
      text = element.invertYearMonth ? `${withDay}${showDay ? ',' : ''} ${year}` : `${year} ${withDay}`;
    }
  }
  return element.parentheses ? `(${text})` : text;
}
