import { ConvertEventData, type ConvertStatusResponse, type JobEvent } from '@galley/contracts';

export const CONVERT_EVENT_NAME = 'manuscript.convert';

/** The rank of each state: an event never moves a journal back (a late "converting" after "complete"). */
const ORDER = { queued: 0, converting: 1, complete: 2, failed: 2 } as const;

/**
 * The convert status with one `manuscript.convert` event applied: the journal's state, and the conversion's
 * when the run is over. Events of other jobs, malformed data or unknown journals leave it as it was; the
 * page refetches convert-status for the files and errors the event does not carry.
 */
export function applyConvertEvent(status: ConvertStatusResponse, event: JobEvent): ConvertStatusResponse {
  if (event.name !== CONVERT_EVENT_NAME) return status;
  const data = ConvertEventData.safeParse(event.data);
  if (!data.success) return status;
  const { journal_id, status: next, conversion_status } = data.data;
  let changed = false;
  const outputs = status.outputs.map((output) => {
    if (output.journal_id !== journal_id || ORDER[next] < ORDER[output.status]) return output;
    if (output.status === next) return output;
    changed = true;
    return { ...output, status: next };
  });
  const conversionStatus = conversion_status ?? status.status;
  if (!changed && conversionStatus === status.status) return status;
  return { ...status, outputs, status: conversionStatus };
}
