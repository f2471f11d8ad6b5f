import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges, shouldBlockLeaving, snapshotOf } from './unsaved-changes.ts';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('hasUnsavedChanges', () => {
  const saved = snapshotOf({ name: 'Vancouver', parts: [{ kind: 'title' }], limit: 5 });

  it('is false for the draft as saved, whatever the order of its keys', () => {
    expect(hasUnsavedChanges(saved, { limit: 5, parts: [{ kind: 'title' }], name: 'Vancouver' })).toBe(false);
  });

  it('is true once anything changes, deep inside too', () => {
    expect(hasUnsavedChanges(saved, { name: 'Vancouver 2', parts: [{ kind: 'title' }], limit: 5 })).toBe(
      true,
    );
    expect(hasUnsavedChanges(saved, { name: 'Vancouver', parts: [{ kind: 'year' }], limit: 5 })).toBe(true);
    expect(hasUnsavedChanges(saved, { name: 'Vancouver', parts: [], limit: 5 })).toBe(true);
  });

  it('keeps the order of lists: a reordered list is a change', () => {
    const two = snapshotOf({ parts: ['a', 'b'] });
    expect(hasUnsavedChanges(two, { parts: ['b', 'a'] })).toBe(true);
  });
});

describe('shouldBlockLeaving', () => {
  it('lets every navigation through without unsaved changes', () => {
    expect(shouldBlockLeaving(false, false, at('/editor'), at('/'))).toBe(false);
  });

  it('asks before another page or another query (another template) with unsaved changes', () => {
    expect(shouldBlockLeaving(true, false, at('/editor'), at('/pricing'))).toBe(true);
    expect(shouldBlockLeaving(true, false, at('/editor', '?template=1'), at('/editor', '?template=2'))).toBe(
      true,
    );
  });

  it('does not ask for the same page in another language, or once leaving was allowed (saved)', () => {
    expect(shouldBlockLeaving(true, false, at('/editor', '?t=1'), at('/ko/editor', '?t=1'))).toBe(false);
    expect(shouldBlockLeaving(true, true, at('/editor'), at('/pricing'))).toBe(false);
  });
});
