import type { CslItem, PubdateElement } from '@galley/contracts';
import { dateParts } from '../../model/date-parts.ts';
import { SEASON_NAMES } from '../../model/parse-date.ts';

// MEDLINE writes "Fall"; styles print CSL's en-US season term, "Autumn".
const DISPLAY_SEASONS = SEASON_NAMES.map((name) => (name === 'Fall' ? 'Autumn' : name));
const LONG_MONTHS =
  'January February March April May June July August September October November December'.split(' ');
const LOCALE_MONTHS = 'Jan Feb Mar Apr May June July Aug Sept Oct Nov Dec'.split(' ');
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2020", "2020 Jan 15" (NLM), "Jan 15, 2020" (inverted), each optionally in parentheses. */
export function renderPubdate(item: CslItem, element: PubdateElement): string | undefined {
  const { year, month, day } = dateParts(item.issued);
  if (year === undefined) return item.issued?.literal ?? item.issued?.raw;
  // Month and day alone need a month.
  if (!element.withYear && !month) return undefined;
  if (element.numericDate && month && day) return `${month}.${day}.${String(year).slice(-2)}`;
  let text = String(year);
  if (!element.yearOnly) {
    const season = item.issued?.season;
    const names = element.monthNames
      ? element.monthNames
      : element.longMonth
        ? LONG_MONTHS
        : element.localeShortMonths
          ? LOCALE_MONTHS
          : MONTHS;
    const short = month ? names[month - 1] : undefined;
    const monthText = short
      ? `${short}${element.monthPeriod && short.length === 3 && short !== 'May' ? '.' : ''}`
      : typeof season === 'number'
        ? DISPLAY_SEASONS[season]
        : season;
    if (monthText) {
      const showDay = Boolean(month && day && element.withDay);
      const dayText = element.twoDigitDay ? String(day).padStart(2, '0') : String(day);
      const withDay = showDay ? `${monthText} ${dayText}` : monthText;
      if (element.dayFirst) {
        const dayMonth = showDay ? `${dayText} ${monthText}` : monthText;
        text = element.withYear ? `${dayMonth} ${year}` : dayMonth;
        return element.parentheses ? `(${text})` : text;
      }
      if (!element.withYear) return element.parentheses ? `(${withDay})` : withDay;
      text = element.invertYearMonth
        ? `${withDay}${showDay ? ',' : ''} ${year}`
        : `${year}${element.afterYear}${withDay}`;
    }
  }
  return element.parentheses ? `(${text})` : text;
}
