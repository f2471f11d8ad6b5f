import type { BulletinTexts } from '@galley/contracts';
import { describe, expect, it } from 'vitest';
import { newestFirst } from './newest-first.ts';
import { noticeState } from './notice-state.ts';
import { pickNoticeText } from './pick-notice-text.ts';

const text = (word: string) => ({ title: word, body: `${word} body` });

describe('bulletin rules', () => {
  it("shows the reader's language, else English, else what there is", () => {
    const texts = { en: text('Hello'), ko: text('안녕') } as BulletinTexts;
    expect(pickNoticeText(texts, 'ko')?.title).toBe('안녕');
    expect(pickNoticeText(texts, 'zh')?.title).toBe('Hello');
    expect(pickNoticeText({ ja: text('こんにちは') } as BulletinTexts, 'zh')?.title).toBe('こんにちは');
    expect(pickNoticeText({} as BulletinTexts, 'en')).toBeUndefined();
  });

  it('tells scheduled, published and ended notices apart', () => {
    const now = new Date('2026-11-26T08:00:00Z');
    expect(noticeState({ published_from: '2026-11-27T00:00:00Z', published_to: null }, now)).toBe(
      'scheduled',
    );
    expect(noticeState({ published_from: '2026-11-20T00:00:00Z', published_to: null }, now)).toBe(
      'published',
    );
    expect(
      noticeState({ published_from: '2026-11-20T00:00:00Z', published_to: '2026-11-26T08:00:00Z' }, now),
    ).toBe('ended');
  });

  it('orders notices newest first', () => {
    const notices = [
      { id: 'a', published_from: '2026-11-01T00:00:00Z' },
      { id: 'b', published_from: '2026-11-20T00:00:00Z' },
      { id: 'c', published_from: '2026-10-01T00:00:00+09:00' },
    ];
    expect(newestFirst(notices).map((notice) => notice.id)).toEqual(['b', 'a', 'c']);
  });
});
