import type { JobEvent, ReferenceOrderItem, ReferenceOrderResponse } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { validationProgress } from './validation-progress.ts';

const ID = '0b6f3e4a-6c2d-4f8e-9a51-3d2c1b0a9f87';

function item(index: number, status: ReferenceOrderItem['status']): ReferenceOrderItem {
  return {
    index,
    source: `Reference ${index}`,
    status,
    pmid: null,
    precautions: [],
    parsed: { id: String(index), type: 'article-journal' },
    pubmed: null,
    evidence: null,
    reason: null,
    edited: [],
  };
}

function order(
  status: ReferenceOrderResponse['status'],
  step: number,
  statuses: ReferenceOrderItem['status'][],
) {
  return {
    reference_order: ID,
    reference_type: 'text',
    step,
    status,
    style: null,
    references: statuses.map((each, position) => item(position + 1, each)),
  } satisfies ReferenceOrderResponse;
}

const progress = (
  status: string,
  checked: number,
  total: number,
  extra: Record<string, unknown> = {},
): JobEvent => ({
  kind: 'progress',
  step: status,
  data: { status, checked, total, ...extra },
});

describe('validationProgress', () => {
  it('starts from the order: never started, or half checked after a reload', () => {
    expect(validationProgress(order('checking', 1, ['pending', 'pending']), [])).toMatchObject({
      phase: 'starting',
      percent: 0,
    });
    expect(validationProgress(order('checking', 2, ['verified', 'pending']), [])).toMatchObject({
      phase: 'checking',
      checked: 1,
      total: 2,
      percent: 50,
      counts: { verified: 1, pending: 1 },
      stepIndex: 0,
    });
  });

  it('follows the topic’s events to done, with the N/A count', () => {
    const events: JobEvent[] = [
      { kind: 'queued' },
      progress('checking', 0, 4),
      progress('classifying', 2, 4),
      progress('done', 4, 4, { counts: { verified: 3, not_applicable: 1 } }),
    ];
    const start = validationProgress(
      order('checking', 2, ['pending', 'pending', 'pending', 'pending']),
      events.slice(0, 2),
    );
    expect(start).toMatchObject({ phase: 'checking', stepIndex: 0 });
    const classifying = validationProgress(
      order('checking', 2, ['pending', 'pending', 'pending', 'pending']),
      events.slice(0, 3),
    );
    expect(classifying).toMatchObject({ phase: 'classifying', stepIndex: 2, percent: 50 });
    const done = validationProgress(
      order('checking', 2, ['pending', 'pending', 'pending', 'pending']),
      events,
    );
    expect(done).toMatchObject({
      phase: 'done',
      percent: 100,
      stepIndex: 4,
      counts: { verified: 3, not_applicable: 1 },
    });
  });

  it('takes a sub-step the server names', () => {
    const view = validationProgress(order('checking', 2, ['pending']), [
      progress('checking', 0, 1, { substep: 'getting_ai_feature_data' }),
    ]);
    expect(view.stepIndex).toBe(1);
  });

  it('reports a failure with the server’s words, and a retry', () => {
    const base = order('checking', 2, ['pending']);
    expect(validationProgress(base, [{ kind: 'retrying' }])).toMatchObject({ retrying: true });
    expect(validationProgress(base, [{ kind: 'failed', detail: 'PubMed said no' }])).toMatchObject({
      phase: 'failed',
      failure: 'PubMed said no',
    });
  });

  it('starts over when a finished order is checked again (a row’s retry)', () => {
    const view = validationProgress(order('done', 2, ['verified', 'not_applicable']), [{ kind: 'queued' }]);
    expect(view.phase).toBe('checking');
  });
});
