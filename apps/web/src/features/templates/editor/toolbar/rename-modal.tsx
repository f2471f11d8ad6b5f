import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_NAME_MAX } from '../state/validate-editor.ts';
import { nameProblem } from './name-problem.ts';

/** "Rename": the saved template's new name (required, ≤ 100 characters), stored at once. */
export function RenameModal({
  initialName,
  onClose,
  onRename,
}: {
  initialName: string;
  onClose: () => void;
  onRename: (name: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('templates');
  const [name, setName] = useState(initialName);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const problem = nameProblem(name, 'template');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('rename.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form
        onSubmit={async (event) => {
          event.preventDefault();
          setTried(true);
          if (problem) return;
          setBusy(true);
          const done = await onRename(name.trim());
          setBusy(false);
          if (done) onClose();
        }}
      >
        <Stack>
          <TextInput
            label={t('toolbar.name')}
            value={name}
            data-autofocus
            error={tried && problem ? t(`validation.${problem}`, { max: TEMPLATE_NAME_MAX }) : undefined}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('saveAs.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('rename.confirm')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
