import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { guardNotice } from './guard-notice.tsx';

/**
 * Sends the visitor away with a notice saying why (spec: "goes home with the alert …"). `messageKey` is a
 * namespaced i18n key (`account:guards.notAuthorized`): the notice words it in the language of the page it lands on.
 */
export function GuardRedirect({ to, messageKey }: { to: string; messageKey: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    // The id keeps React's double effects in development (and repeated guards) to one notice.
    notifications.show({
      ...guardNotice(messageKey),
      closeButtonProps: { 'aria-label': t('actions.close') },
    });
  }, [messageKey, t]);
  return <Navigate to={to} replace />;
}
