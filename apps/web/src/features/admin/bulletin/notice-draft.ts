import { type AdminBulletin, type BulletinFields, type Locale, SUPPORTED_LOCALES } from '@galley/contracts';

/** A notice as the form holds it: texts per language, and the window as `datetime-local` values (local time). */
export interface NoticeDraft {
  texts: Record<Locale, { title: string; body: string }>;
  from: string;
  to: string;
}

export interface NoticeProblem {
  field: `${Locale}.title` | `${Locale}.body` | 'from' | 'to';
  key: 'titleRequired' | 'titleTooLong' | 'bodyRequired' | 'bodyTooLong' | 'fromRequired' | 'toBeforeFrom';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (local time) as an ISO instant, or null when empty or unreadable. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A new notice starts now, with no end. */
export function emptyDraft(now: Date): NoticeDraft {
  const texts = Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, { title: '', body: '' }]));
  return { texts: texts as NoticeDraft['texts'], from: toLocalInput(now.toISOString()), to: '' };
}

export function draftOf(notice: AdminBulletin): NoticeDraft {
  const texts = Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [
      locale,
      { title: notice.texts[locale]?.title ?? '', body: notice.texts[locale]?.body ?? '' },
    ]),
  );
  return {
    texts: texts as NoticeDraft['texts'],
    from: toLocalInput(notice.published_from),
    to: toLocalInput(notice.published_to),
  };
}

/** Every language needs a title (≤ 200) and a body (≤ 20,000); the window needs a start and an end after it. */
export function validateNotice(draft: NoticeDraft): NoticeProblem[] {
  const problems: NoticeProblem[] = [];
  for (const locale of SUPPORTED_LOCALES) {
    const { title, body } = draft.texts[locale];
    if (!title.trim()) problems.push({ field: `${locale}.title`, key: 'titleRequired' });
    else if (title.trim().length > 200) problems.push({ field: `${locale}.title`, key: 'titleTooLong' });
    if (!body.trim()) problems.push({ field: `${locale}.body`, key: 'bodyRequired' });
    else if (body.trim().length > 20_000) problems.push({ field: `${locale}.body`, key: 'bodyTooLong' });
  }
  const from = fromLocalInput(draft.from);
  const to = fromLocalInput(draft.to);
  if (!from) problems.push({ field: 'from', key: 'fromRequired' });
  if (from && to && to <= from) problems.push({ field: 'to', key: 'toBeforeFrom' });
  return problems;
}

/** The request body of a valid draft. */
export function toBulletinFields(draft: NoticeDraft): BulletinFields {
  const texts = Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [
      locale,
      { title: draft.texts[locale].title.trim(), body: draft.texts[locale].body.trim() },
    ]),
  );
  return {
    texts: texts as BulletinFields['texts'],
    published_from: fromLocalInput(draft.from) ?? new Date().toISOString(),
    published_to: fromLocalInput(draft.to),
  };
}
