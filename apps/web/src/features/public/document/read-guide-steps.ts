import { readRecords } from '../../../lib/i18n/read-records.ts';
import { readStrings } from '../../../lib/i18n/read-strings.ts';

export interface GuideStep {
  title: string;
  text: string;
  points: string[];
}

const STEP_FIELDS = ['title', 'text'] as const;

/** Narrows a translated list of `{ title, text, points? }` guide steps; malformed items are dropped. */
export function readGuideSteps(value: unknown): GuideStep[] {
  if (!Array.isArray(value)) return [];
  const items: unknown[] = value;
  return items.flatMap((item) => {
    const [base] = readRecords([item], STEP_FIELDS);
    if (base === undefined) return [];
    const points =
      typeof item === 'object' && item !== null && 'points' in item ? readStrings(item.points) : [];
    return [{ ...base, points }];
  });
}
