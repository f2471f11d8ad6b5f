import { StepData } from '@galley/contracts';

export type StepDataResult =
  | { ok: true; data: StepData }
  | { ok: false; alert: 'stepDataNull' | 'stepDataParserError' };

/**
 * Spec §5: step_data must be a valid JSON string. The board alerts 'stepData is Null' when there is none and
 * 'stepDataParser error' when it is not JSON or not step data (an object already parsed is accepted too).
 */
export function parseStepData(raw: unknown): StepDataResult {
  if (raw === null || raw === undefined || raw === '') return { ok: false, alert: 'stepDataNull' };
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { ok: false, alert: 'stepDataParserError' };
    }
  }
  const parsed = StepData.safeParse(value);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, alert: 'stepDataParserError' };
}
