import type { JobEvent } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { type AutoTagInput, autoTagView } from './auto-tag-view.ts';

const tag = (kind: JobEvent['kind'], job: string, more: Partial<JobEvent> = {}): JobEvent => ({
  kind,
  job,
  name: 'manuscript.auto-tag',
  ...more,
});
const base: AutoTagInput = { events: [], replayed: true, socket: 'open', justStarted: false };

describe('autoTagView', () => {
  it('waits for the replay, then says when no auto-tag job was ever started', () => {
    expect(autoTagView({ ...base, replayed: false }).phase).toBe('connecting');
    expect(autoTagView(base).phase).toBe('idle');
    expect(autoTagView({ ...base, justStarted: true }).phase).toBe('waiting');
  });

  it('follows a run: waiting, start with its step and percent, success', () => {
    const queued = [tag('queued', 'j1')];
    expect(autoTagView({ ...base, events: queued }).phase).toBe('waiting');
    const running = [...queued, tag('start', 'j1'), tag('progress', 'j1', { step: 'tagging', percent: 40 })];
    expect(autoTagView({ ...base, events: running })).toMatchObject({
      phase: 'start',
      step: 'tagging',
      percent: 40,
    });
    const done = [...running, tag('success', 'j1', { data: { skipped: true } })];
    expect(autoTagView({ ...base, events: done })).toMatchObject({ phase: 'success', skipped: true });
  });

  it('shows only the last run, and ignores the convert job’s events', () => {
    const events = [
      tag('failed', 'j1', { detail: 'boom' }),
      tag('queued', 'j2'),
      { kind: 'success', job: 'c1', name: 'manuscript.convert' } as JobEvent,
    ];
    expect(autoTagView({ ...base, events }).phase).toBe('waiting');
    expect(autoTagView({ ...base, events: events.slice(0, 1) })).toMatchObject({
      phase: 'failed',
      detail: 'boom',
    });
  });

  it('turns a socket that gave up into a server connection error unless the run had ended', () => {
    expect(autoTagView({ ...base, events: [tag('start', 'j1')], socket: 'failed' }).phase).toBe(
      'connectionError',
    );
    expect(autoTagView({ ...base, replayed: false, socket: 'failed' }).phase).toBe('connectionError');
    expect(autoTagView({ ...base, events: [tag('success', 'j1')], socket: 'failed' }).phase).toBe('success');
  });
});
