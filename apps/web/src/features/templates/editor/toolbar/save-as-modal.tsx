import { Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_NAME_MAX } from '../state/validate-editor.ts';
import { nameProblem } from './name-problem.ts';
import { NewFolderField } from './new-folder-field.tsx';
import { useFolderChoices } from './use-folder-choices.ts';

const TOP = '';

/**
 * "Save as": the new template's name (required, ≤ 100 characters) and its folder — the top level, a
 * folder of the user's, or a new folder made here.
 */
export function SaveAsModal({
  initialName,
  onClose,
  onSave,
}: {
  initialName: string;
  onClose: () => void;
  onSave: (name: string, folderId: string | null) => void;
}) {
  const { t } = useTranslation('templates');
  const [name, setName] = useState(initialName);
  const [folder, setFolder] = useState(TOP);
  const [tried, setTried] = useState(false);
  const folders = useFolderChoices();
  const problem = nameProblem(name, 'template');
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('saveAs.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (!problem) onSave(name.trim(), folder || null);
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
          <NativeSelect
            label={t('saveAs.folder')}
            value={folder}
            disabled={!folders.data}
            error={folders.isError ? t('saveAs.foldersFailed') : undefined}
            data-testid="save-as-folder"
            onChange={(event) => setFolder(event.currentTarget.value)}
            data={[
              { value: TOP, label: t('saveAs.topLevel') },
              ...(folders.data ?? []).map((choice) => ({ value: choice.id, label: choice.path.join(' / ') })),
            ]}
          />
          <NewFolderField parentId={folder || null} onCreated={setFolder} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('saveAs.cancel')}
            </Button>
            <Button type="submit">{t('saveAs.confirm')}</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
