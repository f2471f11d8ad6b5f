import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { useTemplateEditor } from '../use-template-editor.ts';
import { RenameModal } from './rename-modal.tsx';
import { SaveAsModal } from './save-as-modal.tsx';

/** Rename (once saved), save as (name and folder) and save, with their dialogs. */
export function SaveButtons({
  editor,
  onSaved,
}: {
  editor: ReturnType<typeof useTemplateEditor>;
  /** A save stored the template under `id` (a new one after save as or a first save). */
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation('templates');
  const { state, saving, save, rename, templateId } = editor;
  const [dialog, setDialog] = useState<'saveAs' | 'rename' | undefined>();
  const close = () => setDialog(undefined);
  const saved = (id: string | undefined) => {
    if (id) onSaved(id);
  };
  return (
    <Group gap="sm">
      {templateId && (
        <Button variant="subtle" onClick={() => setDialog('rename')} disabled={saving}>
          {t('toolbar.rename')}
        </Button>
      )}
      <Button variant="default" onClick={() => setDialog('saveAs')} disabled={saving}>
        {t('toolbar.saveAs')}
      </Button>
      <Button onClick={() => void save().then(saved)} loading={saving}>
        {t('toolbar.save')}
      </Button>
      {dialog === 'saveAs' && (
        <SaveAsModal
          initialName={t('saveAs.copyName', { name: state.draft.name.trim() || t('saveAs.untitled') })}
          onClose={close}
          onSave={(name, folderId) => {
            close();
            void save({ as: name, folderId }).then(saved);
          }}
        />
      )}
      {dialog === 'rename' && (
        <RenameModal initialName={state.draft.name.trim()} onClose={close} onRename={rename} />
      )}
    </Group>
  );
}
