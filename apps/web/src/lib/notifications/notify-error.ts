import { notifications } from '@mantine/notifications';
import { describeApiError } from '../api/describe-api-error.ts';
import { i18n } from '../i18n/i18n.ts';

/** Shows a failed call as a red notification in the current language (it closes itself after 5 s). */
export function notifyError(error: unknown): void {
  notifications.show({
    color: 'red',
    title: i18n.t('common:notifications.errorTitle'),
    message: describeApiError(error, i18n.t),
  });
}
