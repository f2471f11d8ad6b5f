import type { Locale, PublicBulletin } from '@galley/contracts';
import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pickNoticeText } from './pick-notice-text.ts';

/** One notice: title, date and body (paragraphs kept as written). */
export function NoticeArticle({
  notice,
  locale,
  level = 2,
}: {
  notice: PublicBulletin;
  locale: Locale;
  level?: 2 | 3;
}) {
  const { t } = useTranslation('bulletin');
  const text = pickNoticeText(notice.texts, locale);
  if (!text) return null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(notice.published_from));
  return (
    <article>
      <Title order={level} fz={level === 2 ? 'xl' : 'lg'} data-testid="notice-title">
        {text.title}
      </Title>
      <Text fz="sm" c="dimmed" mb="xs">
        <time dateTime={notice.published_from}>{t('postedOn', { date })}</time>
      </Text>
      <Text style={{ whiteSpace: 'pre-line' }} data-testid="notice-body">
        {text.body}
      </Text>
    </article>
  );
}
