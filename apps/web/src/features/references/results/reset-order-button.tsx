import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { readStoredAccount } from '../../account/session/account-store.ts';
import { clearResultChoices } from './result-choices.ts';
import { referenceOrderKey } from './use-reference-order.ts';
import { useResetOrder } from './use-reset-order.ts';

/**
 * "Reset": after a confirmation the order goes back to step 1 and the input page opens; the choices made
 * on its result page are left behind with it.
 */
export function ResetOrderButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation('reference-results');
  const [opened, { open, close }] = useDisclosure(false);
  const reset = useResetOrder(orderId);
  const lp = useLocalePath();
  const navigate = useNavigate();
  const client = useQueryClient();
  // Leave first, then forget the order: refetched here at step 1 it would turn this page to Invalid Approach.
  const confirm = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        close();
        clearResultChoices(orderId, readStoredAccount()?.user.id ?? null);
        navigate(lp('/reference'));
        client.removeQueries({ queryKey: referenceOrderKey(orderId) });
      },
    });
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconRefresh size={18} aria-hidden />}
        onClick={open}
        data-testid="result-reset"
      >
        {t('result.reset')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('result.resetTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        data-testid="result-reset-modal"
      >
        <Text fz="sm" mb="lg">
          {t('result.resetBody')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('result.cancel')}
          </Button>
          <Button
            color="red.9"
            onClick={confirm}
            loading={reset.isPending}
            data-testid="result-reset-confirm"
          >
            {t('result.resetConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
