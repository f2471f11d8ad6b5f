import type { CreateConvertTaskResponse } from '@galley/contracts';
import { api } from '../../../../lib/api/client.ts';
import type { TargetRow } from './target-list.ts';

/** What failed, so the page words it (spec §8: set target journals, create convert task). */
export class ConvertStartError extends Error {
  constructor(
    readonly action: 'setTargetJournals' | 'createConvertTask',
    override readonly cause: unknown,
  ) {
    super(action);
  }
}

/** Saves the list (set-target-journals), then starts the run (create-convert-task): one journal, one job. */
export async function startConvert(
  conversionId: string,
  targets: readonly TargetRow[],
): Promise<CreateConvertTaskResponse> {
  try {
    await api.call('conversionSetTargetJournals', {
      conversion_id: conversionId,
      journal_data: targets.map((target) => ({ journal_id: target.journal_id })),
    });
  } catch (error) {
    throw new ConvertStartError('setTargetJournals', error);
  }
  try {
    return await api.call('conversionCreateConvertTask', { conversion_id: conversionId });
  } catch (error) {
    throw new ConvertStartError('createConvertTask', error);
  }
}
