import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

/** Asks before an in-app navigation leaves the code page (the pending login would be lost). */
export function LeaveConfirmModal({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('account');
  const opened = blocker.state === 'blocked';
  return (
    <Modal
      opened={opened}
      onClose={() => blocker.reset?.()}
      title={t('code.leaveTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Text>{t('code.leaveMessage')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-testid="leave-stay">
          {t('code.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()} data-testid="leave-confirm">
          {t('code.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
