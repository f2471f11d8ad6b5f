import type { SubscriptionResponse } from '@galley/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { api } from '../../../lib/api/client.ts';
import { formatBillingDate } from '../shared/billing-format.ts';
import { useSubscriptionChange } from '../shared/use-subscription-change.ts';
import type { SubscriptionView } from './subscription-view.ts';

const failed = (title: string, message: string, close: string) =>
  notifications.show({ closeButtonProps: { 'aria-label': close }, color: 'red', title, message });

/** Cancel (after a confirmation: access stays until the period end) or withdraw a pending cancellation. */
export function CancellationButtons({
  view,
  subscription,
}: {
  view: SubscriptionView;
  subscription: SubscriptionResponse;
}) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  const cancel = useSubscriptionChange(() => api.call('paymentsCancel'));
  const remove = useSubscriptionChange(() => api.call('paymentsRemoveCancellation'));
  const until = formatBillingDate(subscription.trial_end_date ?? subscription.next_billing_date, locale);

  return (
    <>
      {view.cancel && (
        <Button
          variant="subtle"
          color="red"
          onClick={() => setConfirming(true)}
          data-testid="subscription-cancel"
        >
          {t('cancel.button')}
        </Button>
      )}
      {view.removeCancellation && (
        <Button
          variant="filled"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(undefined, {
              onSuccess: () =>
                notifications.show({
                  closeButtonProps: { 'aria-label': t('common:actions.close') },
                  color: 'teal',
                  message: t('cancel.removed'),
                }),
              onError: () =>
                failed(
                  t('notifications.errorTitle'),
                  t('errors.removeCancellation'),
                  t('common:actions.close'),
                ),
            })
          }
          data-testid="subscription-remove-cancellation"
        >
          {t('cancel.remove')}
        </Button>
      )}
      <Modal
        closeButtonProps={{ 'aria-label': t('actions.close') }}
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('cancel.title')}
        centered
      >
        <Stack gap="md">
          <Text>{until ? t('cancel.body', { date: until }) : t('cancel.bodyNoDate')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('cancel.keep')}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false);
                    notifications.show({
                      closeButtonProps: { 'aria-label': t('common:actions.close') },
                      color: 'teal',
                      message: t('cancel.done'),
                    });
                  },
                  onError: () =>
                    failed(t('notifications.errorTitle'), t('errors.cancel'), t('common:actions.close')),
                })
              }
              data-testid="subscription-cancel-confirm"
            >
              {t('cancel.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
