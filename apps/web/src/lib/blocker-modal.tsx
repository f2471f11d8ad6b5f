import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

export interface BlockerModalProps {
  blocker: Blocker;
  title: string;
  message: string;
  stay: string;
  leave: string;
  /** data-testid of the dialog and of its two buttons. */
  testIds: { modal?: string; stay: string; leave: string };
}

/** Asks before an in-app navigation a blocker holds: stay (reset) or leave (proceed). */
export function BlockerModal({ blocker, title, message, stay, leave, testIds }: BlockerModalProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      data-testid={testIds.modal}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-testid={testIds.stay}>
          {stay}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()} data-testid={testIds.leave}>
          {leave}
        </Button>
      </Group>
    </Modal>
  );
}
