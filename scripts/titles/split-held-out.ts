import { HELD_OUT_SALT, splitHeldOut as split } from '../../packages/titles/src/index/split-held-out.ts';
import type { TitledAbstract } from '../../packages/titles/src/index/titled-abstract.ts';

/** The package's fixed split; TITLES_SPLIT_SALT draws another held-out set for a robustness check. */
export function splitHeldOut(records: readonly TitledAbstract[], salt?: string) {
  return split(records, salt ?? process.env.TITLES_SPLIT_SALT ?? HELD_OUT_SALT);
}
