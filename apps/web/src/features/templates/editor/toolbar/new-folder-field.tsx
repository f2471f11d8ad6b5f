import { Button, Group, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../../lib/api/client.ts';
import { TEMPLATE_QUERY_KEY } from '../../drawer/template-queries.ts';
import { TEMPLATE_NAME_MAX } from '../state/validate-editor.ts';
import { nameProblem } from './name-problem.ts';

/** "New folder" inside the folder chosen for save as (null: the top level); the new folder is chosen. */
export function NewFolderField({
  parentId,
  onCreated,
}: {
  parentId: string | null;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation('templates');
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const create = async () => {
    const invalid = nameProblem(name, 'folder');
    if (invalid) return setProblem(t(`validation.${invalid}`, { max: TEMPLATE_NAME_MAX }));
    setBusy(true);
    try {
      const folder = await api.call('templateCreate', {
        name: name.trim(),
        template_type: 'folder',
        parent_id: parentId,
      });
      await queryClient.invalidateQueries({ queryKey: TEMPLATE_QUERY_KEY });
      setName('');
      setProblem(undefined);
      onCreated(folder.template_id);
    } catch {
      setProblem(t('saveAs.folderFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <TextInput
      label={t('saveAs.newFolder')}
      description={t('saveAs.newFolderHelp')}
      value={name}
      error={problem}
      data-testid="new-folder-name"
      onChange={(event) => setName(event.currentTarget.value)}
      onKeyDown={(event) => {
        // Enter here creates the folder; it must not submit the save-as form around it.
        if (event.key !== 'Enter') return;
        event.preventDefault();
        void create();
      }}
      // The button beside the box, under the label and above the error, whatever their length.
      inputContainer={(input) => (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <div style={{ flex: 1 }}>{input}</div>
          <Button variant="default" loading={busy} onClick={() => void create()}>
            {t('saveAs.createFolder')}
          </Button>
        </Group>
      )}
    />
  );
}
