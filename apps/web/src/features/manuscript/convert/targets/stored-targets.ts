import { TargetJournal } from '@galley/contracts';
import { z } from 'zod';
import { type TargetRow, targetFromStored } from './target-list.ts';

const StoredTargets = z.array(TargetJournal);

/** get-conversion's `target_journals` (journal_data, set by an earlier visit) as list rows; [] when none. */
export function storedTargets(value: unknown): TargetRow[] {
  const parsed = StoredTargets.safeParse(value);
  return parsed.success ? parsed.data.map(targetFromStored) : [];
}
