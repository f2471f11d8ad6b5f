import { TargetJournal } from '@galley/contracts';
import { z } from 'zod';

/** The conversion's stored target journals (set-target-journals wrote them), or [] when none or unreadable. */
export function storedTargetJournals(value: unknown): TargetJournal[] {
  const parsed = z.array(TargetJournal).safeParse(value);
  return parsed.success ? parsed.data : [];
}
