import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ManagementLink, openManagementUrl } from '../shared/open-management-url.ts';

const UNAVAILABLE: Partial<Record<ManagementLink, string>> = {
  update_payment_method: 'errors.updatePaymentUrlUnavailable',
  cancel: 'errors.cancelUrlUnavailable',
};

/** Paddle's customer portal: update the card, or cancel there; the links are fetched on click. */
export function ManagementLinks() {
  const { t } = useTranslation('billing');
  const [opening, setOpening] = useState<ManagementLink | null>(null);
  const open = async (link: ManagementLink) => {
    setOpening(link);
    try {
      const opened = await openManagementUrl(link);
      if (!opened)
        notifications.show({
          closeButtonProps: { 'aria-label': t('common:actions.close') },
          color: 'red',
          title: t('notifications.errorTitle'),
          message: t(UNAVAILABLE[link] ?? 'errors.loadManagement'),
        });
    } catch {
      notifications.show({
        closeButtonProps: { 'aria-label': t('common:actions.close') },
        color: 'red',
        title: t('notifications.errorTitle'),
        message: t('errors.loadManagement'),
      });
    } finally {
      setOpening(null);
    }
  };
  return (
    <Group gap="sm">
      <Button
        variant="light"
        loading={opening === 'update_payment_method'}
        onClick={() => void open('update_payment_method')}
        data-testid="manage-update-payment"
      >
        {t('paymentMethod.update')}
      </Button>
      <Button
        variant="subtle"
        color="red"
        loading={opening === 'cancel'}
        onClick={() => void open('cancel')}
        data-testid="manage-cancel"
      >
        {t('paymentMethod.cancelInPortal')}
      </Button>
    </Group>
  );
}
