import type { CslDate } from '@galley/contracts';

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const SEASONS: Record<string, number> = { spring: 1, summer: 2, fall: 3, autumn: 3, winter: 4 };
/** Season names by CSL season number, as MEDLINE and RIS write them. */
export const SEASON_NAMES = ['', 'Spring', 'Summer', 'Fall', 'Winter'];

/**
 * A CSL date from the ways bibliographic files write dates: "2020 Feb 3" (MEDLINE DP), "2024/04/03/" and
 * "2024///" (RIS), "2024-02-01" (ISO), "Jan-Feb 2019", "Spring 2018". Unparsable text is kept in `raw`.
 */
export function parseDate(text: string | undefined): CslDate | undefined {
  const value = text?.trim();
  if (!value) return undefined;
  const iso = /^(\d{4})(?:[-/](\d{1,2}))?(?:[-/](\d{1,2}))?(?:[/T].*)?$/.exec(value);
  if (iso) {
    const date = fromParts(
      Number(iso[1]),
      iso[2] ? Number(iso[2]) : undefined,
      iso[3] ? Number(iso[3]) : undefined,
    );
    // RIS keeps "other info" after the last slash ("1996///Spring").
    const season = SEASONS[value.slice(value.lastIndexOf('/') + 1).toLowerCase()];
    if (season !== undefined && date['date-parts']?.[0]?.length === 1) date.season = season;
    return date;
  }
  const yearMatch = /\b(1[5-9]\d\d|20\d\d)\b/.exec(value);
  if (!yearMatch) return { raw: value };
  const year = Number(yearMatch[1]);
  const words = value.toLowerCase().match(/[a-z]+|\d+/g) ?? [];
  let month: number | undefined;
  let day: number | undefined;
  let season: number | undefined;
  for (const word of words) {
    const monthNumber = MONTHS[word.slice(0, 3)];
    if (
      month === undefined &&
      monthNumber &&
      /^[a-z]+$/.test(word) &&
      (word.length === 3 || word === 'sept' || isMonthName(word))
    ) {
      month = monthNumber;
    } else if (season === undefined && SEASONS[word]) {
      season = SEASONS[word];
    } else if (month !== undefined && day === undefined && /^\d{1,2}$/.test(word) && Number(word) <= 31) {
      day = Number(word);
    }
  }
  const date = fromParts(year, month, day);
  if (season !== undefined && month === undefined) date.season = season;
  return date;
}

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
function isMonthName(word: string): boolean {
  return MONTH_NAMES.includes(word);
}

function fromParts(year: number, month?: number, day?: number): CslDate {
  const parts = [year];
  if (month && month >= 1 && month <= 12) {
    parts.push(month);
    if (day && day >= 1 && day <= 31) parts.push(day);
  }
  return { 'date-parts': [parts] };
}
