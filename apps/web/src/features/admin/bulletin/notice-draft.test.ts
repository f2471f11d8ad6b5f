import { describe, expect, it } from 'vitest';
import {
  draftOf,
  emptyDraft,
  fromLocalInput,
  toBulletinFields,
  toLocalInput,
  validateNotice,
} from './notice-draft.ts';

function filled() {
  const draft = emptyDraft(new Date('2026-11-26T07:00:00Z'));
  for (const locale of ['en', 'ko', 'zh', 'ja'] as const)
    draft.texts[locale] = { title: ` ${locale} title `, body: `${locale} body` };
  return draft;
}

describe('notice draft', () => {
  it('asks for a title and a body in every language, and a start', () => {
    const draft = { ...emptyDraft(new Date()), from: '' };
    const problems = validateNotice(draft);
    expect(problems).toHaveLength(9);
    expect(problems).toContainEqual({ field: 'zh.body', key: 'bodyRequired' });
    expect(problems).toContainEqual({ field: 'from', key: 'fromRequired' });
  });

  it('refuses an end before the start and over-long words', () => {
    const draft = filled();
    draft.to = '2020-01-01T00:00';
    draft.texts.ja.title = 'x'.repeat(201);
    expect(validateNotice(draft)).toEqual([
      { field: 'ja.title', key: 'titleTooLong' },
      { field: 'to', key: 'toBeforeFrom' },
    ]);
  });

  it('round-trips local times and sends trimmed texts and an open end as null', () => {
    const local = toLocalInput('2026-11-26T07:30:00Z');
    expect(fromLocalInput(local)).toBe('2026-11-26T07:30:00.000Z');
    expect(fromLocalInput('')).toBeNull();
    const fields = toBulletinFields(filled());
    expect(validateNotice(filled())).toEqual([]);
    expect(fields.texts.en).toEqual({ title: 'en title', body: 'en body' });
    expect(fields.published_to).toBeNull();
    const again = draftOf({
      id: '00000000-0000-4000-8000-000000000000',
      ...fields,
      author: null,
      created_at: fields.published_from,
      updated_at: fields.published_from,
    });
    expect(again.texts.ko.title).toBe('ko title');
    expect(again.to).toBe('');
  });
});
