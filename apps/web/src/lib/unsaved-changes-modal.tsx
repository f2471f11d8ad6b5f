import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Blocker } from 'react-router';

/** Asks before an in-app navigation drops unsaved changes: stay, or leave without saving. */
export function UnsavedChangesModal({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={t('unsavedChanges.title')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      data-testid="unsaved-changes-modal"
    >
      <Text>{t('unsavedChanges.message')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-testid="unsaved-stay">
          {t('unsavedChanges.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()} data-testid="unsaved-leave">
          {t('unsavedChanges.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
