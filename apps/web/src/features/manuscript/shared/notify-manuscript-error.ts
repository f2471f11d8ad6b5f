import { notifications } from '@mantine/notifications';
import { subscriptionLimitOf } from '../../../lib/api/subscription-limit.ts';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { type ManuscriptAction, manuscriptErrorMessage } from './manuscript-error-message.ts';

/**
 * A failed manuscript action as a red notification (closes itself after 5 s), worded as spec §8 says; a
 * subscription limit is left to the page's modal.
 */
export function notifyManuscriptError(error: unknown, action?: ManuscriptAction): void {
  if (subscriptionLimitOf(error)) return;
  notifications.show({
    color: 'red',
    title: i18n.t('common:notifications.errorTitle'),
    message: manuscriptErrorMessage(error, i18n.t, action),
  });
}
