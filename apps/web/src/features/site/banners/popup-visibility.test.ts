import { describe, expect, it } from 'vitest';
import {
  createHideRecord,
  isPopupHidden,
  POPUP_HIDE_DURATION_MS,
  parseHideRecord,
  popupStorageKey,
} from './popup-visibility.ts';

const now = new Date('2025-07-13T09:30:00.000Z');
const HOUR = 60 * 60 * 1000;

describe('createHideRecord', () => {
  it('hides an update for exactly one day', () => {
    expect(createHideRecord('update', 'u1', now)).toEqual({
      id: 'u1',
      hiddenUntil: '2025-07-14T09:30:00.000Z',
    });
  });

  it('hides a notice for exactly one week', () => {
    expect(createHideRecord('notice', 'n1', now)).toEqual({
      id: 'n1',
      hiddenUntil: '2025-07-20T09:30:00.000Z',
    });
    expect(POPUP_HIDE_DURATION_MS.notice).toBe(7 * POPUP_HIDE_DURATION_MS.update);
  });
});

describe('isPopupHidden', () => {
  const record = createHideRecord('update', 'u1', now);

  it('keeps the popup hidden until the moment the hide expires', () => {
    expect(isPopupHidden(record, 'u1', now)).toBe(true);
    expect(isPopupHidden(record, 'u1', new Date(now.getTime() + 24 * HOUR - 1))).toBe(true);
    expect(isPopupHidden(record, 'u1', new Date(now.getTime() + 24 * HOUR))).toBe(false);
    expect(isPopupHidden(record, 'u1', new Date(now.getTime() + 25 * HOUR))).toBe(false);
  });

  it('shows a popup with a new id at once', () => {
    expect(isPopupHidden(record, 'u2', now)).toBe(false);
  });

  it('shows the popup when nothing was stored', () => {
    expect(isPopupHidden(null, 'u1', now)).toBe(false);
  });

  it('keeps a week-long notice hidden after a day and shows it after the week', () => {
    const notice = createHideRecord('notice', 'n1', now);
    expect(isPopupHidden(notice, 'n1', new Date(now.getTime() + 25 * HOUR))).toBe(true);
    expect(isPopupHidden(notice, 'n1', new Date(now.getTime() + 7 * 24 * HOUR + 1))).toBe(false);
  });
});

describe('parseHideRecord', () => {
  it('round-trips what createHideRecord stores', () => {
    const record = createHideRecord('notice', 'n1', now);
    expect(parseHideRecord(JSON.stringify(record))).toEqual(record);
  });

  it.each([
    ['nothing stored', null],
    ['broken JSON', '{"id":'],
    ['a bare string', '"u1"'],
    ['a missing date', '{"id":"u1"}'],
    ['an unreadable date', '{"id":"u1","hiddenUntil":"tomorrow"}'],
    ['a numeric id', '{"id":1,"hiddenUntil":"2025-07-14T09:30:00.000Z"}'],
  ])('treats %s as no record', (_case, raw) => {
    expect(parseHideRecord(raw)).toBeNull();
  });
});

it('stores each kind under its own key', () => {
  expect(popupStorageKey('update')).toBe('galley.popup.update');
  expect(popupStorageKey('notice')).toBe('galley.popup.notice');
});
