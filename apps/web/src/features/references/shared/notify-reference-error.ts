import { notifications } from '@mantine/notifications';
import { subscriptionLimitOf } from '../../../lib/api/subscription-limit.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { referenceErrorMessage } from './reference-error-message.ts';

/**
 * A failed converter action as a red notification (closes after 5 s), worded as spec §8 says; a
 * subscription limit is left to the modal the page shows.
 */
export function notifyReferenceError(error: unknown): void {
  if (subscriptionLimitOf(error)) return;
  notifications.show({
    color: 'red',
    title: i18n.t('common:notifications.errorTitle'),
    message: referenceErrorMessage(error, i18n.t),
  });
}
