import type { ReferenceOrderResponse } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { resultPageState } from './result-page-state.ts';

const ID = '0b6f3e4a-6c2d-4f8e-9a51-3d2c1b0a9f87';

function order(step: number, statuses: ReferenceOrderResponse['references'][number]['status'][]) {
  return {
    reference_order: ID,
    reference_type: 'text',
    step,
    status: 'done',
    style: null,
    references: statuses.map((status, at) => ({
      index: at + 1,
      source: 's',
      status,
      pmid: null,
      precautions: [],
      parsed: { id: 'x', type: 'article-journal' },
      pubmed: null,
      evidence: null,
      reason: null,
      edited: [],
    })),
  } satisfies ReferenceOrderResponse;
}

const answer = (data?: ReferenceOrderResponse, error: unknown = null) => ({
  data,
  error,
  isPending: !data && !error,
});

describe('resultPageState', () => {
  it('is an invalid approach without an order id, at another step, or with nothing checked', () => {
    expect(resultPageState(null, answer())).toBe('invalid');
    expect(resultPageState(ID, answer(order(3, ['verified'])))).toBe('invalid');
    expect(resultPageState(ID, answer(order(4, ['pending', 'pending'])))).toBe('invalid');
  });

  it('is an invalid approach for an order the server does not know for this user (404) or refuses', () => {
    const notFound = new ApiError({ status: 404, code: 'not_found', detail: 'Not found' });
    expect(resultPageState(ID, answer(undefined, notFound))).toBe('invalid');
    const bad = new ApiError({ status: 400, code: 'bad_request', detail: 'bad' });
    expect(resultPageState(ID, answer(undefined, bad))).toBe('invalid');
  });

  it('is a failure worth retrying when the network or the server failed', () => {
    const offline = new ApiError({ status: 0, code: 'network_error', detail: 'x' });
    expect(resultPageState(ID, answer(undefined, offline))).toBe('failed');
    const down = new ApiError({ status: 503, code: 'service_unavailable', detail: 'x' });
    expect(resultPageState(ID, answer(undefined, down))).toBe('failed');
    expect(resultPageState(ID, answer(undefined, new Error('boom')))).toBe('failed');
  });

  it('waits while loading and shows a step-4 order with a checked reference', () => {
    expect(resultPageState(ID, answer())).toBe('loading');
    expect(resultPageState(ID, answer(order(4, ['pending', 'not_found'])))).toBe('ready');
  });
});
