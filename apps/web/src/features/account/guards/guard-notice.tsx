import type { NotificationData } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

/** A translation that follows the language: rendered inside the notice, not fixed when the notice was raised. */
export function TranslatedText({ i18nKey }: { i18nKey: string }) {
  const { t } = useTranslation();
  return <>{t(i18nKey)}</>;
}

/**
 * A guard's notice (spec: "goes home with the alert …"). A guard often fires on a page without a locale prefix
 * (English) just before the home page switches to the visitor's stored language, so its words are keys the notice
 * translates as it renders — a Korean visitor reads it in Korean — rather than a sentence translated beforehand.
 */
export function guardNotice(messageKey: string): NotificationData & { id: string } {
  return {
    id: `guard:${messageKey}`,
    color: 'orange',
    title: <TranslatedText i18nKey="common:notifications.noticeTitle" />,
    message: <TranslatedText i18nKey={messageKey} />,
  };
}
