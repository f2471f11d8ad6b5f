import type { ConvertStatusResponse } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { applyConvertEvent } from './apply-convert-event.ts';

const output = (journal_id: string, status: 'queued' | 'converting' | 'complete' | 'failed') => ({
  journal_id,
  title: journal_id,
  status,
  error: null,
  has_docx: false,
  has_report: false,
  figures: 0,
});

const start: ConvertStatusResponse = {
  conversion_id: '00000000-0000-4000-8000-000000000001',
  status: 'converting',
  run: 1,
  expires_at: null,
  outputs: [output('a', 'queued'), output('b', 'converting')],
};

const event = (data: Record<string, unknown>, name = 'manuscript.convert') => ({
  kind: 'progress' as const,
  name,
  data,
});

describe('a manuscript.convert event on the status', () => {
  it('moves the journal on and, at the end of the run, the conversion', () => {
    const next = applyConvertEvent(start, event({ journal_id: 'a', status: 'converting' }));
    expect(next.outputs.map((o) => o.status)).toEqual(['converting', 'converting']);
    const done = applyConvertEvent(
      next,
      event({ journal_id: 'b', status: 'complete', conversion_status: 'complete' }),
    );
    expect(done.outputs[1]?.status).toBe('complete');
    expect(done.status).toBe('complete');
  });

  it('never moves a journal back, and ignores other jobs, unknown journals and bad data', () => {
    const done = applyConvertEvent(start, event({ journal_id: 'b', status: 'failed' }));
    expect(applyConvertEvent(done, event({ journal_id: 'b', status: 'converting' }))).toBe(done);
    expect(
      applyConvertEvent(start, event({ journal_id: 'a', status: 'complete' }, 'manuscript.auto-tag')),
    ).toBe(start);
    expect(applyConvertEvent(start, event({ journal_id: 'x', status: 'complete' }))).toBe(start);
    expect(applyConvertEvent(start, event({ journal_id: 'a', status: 'done' }))).toBe(start);
    expect(applyConvertEvent(start, { kind: 'start', name: 'manuscript.convert' })).toBe(start);
  });
});
