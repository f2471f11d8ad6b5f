import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';

/** Sends the visitor away with a notice saying why (spec: "goes home with the alert …"). */
export function GuardRedirect({ to, message }: { to: string; message: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    // The id keeps React's double effects in development (and repeated guards) to one notice.
    notifications.show({
      id: `guard:${message}`,
      color: 'orange',
      title: t('notifications.noticeTitle'),
      message,
      closeButtonProps: { 'aria-label': t('actions.close') },
    });
  }, [message, t]);
  return <Navigate to={to} replace />;
}
