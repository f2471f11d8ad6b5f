import { CITATION_PRESETS } from '@galley/references/format';
import { useTranslation } from 'react-i18next';
import { DeleteDialog } from './delete-dialog.tsx';
import { useDrawerContext } from './drawer-context.ts';
import type { DrawerDialog } from './drawer-dialog.ts';
import { MoveDialog } from './move-dialog.tsx';
import { NameDialog, type NameDialogResult } from './name-dialog.tsx';
import { useNotifyDrawerError } from './use-notify-drawer-error.ts';
import { useTemplateMutations } from './use-template-mutations.ts';

/** The dialog asked for by a row or the toolbar: new folder or template, rename, move to…, delete. */
export function DrawerDialogs({
  dialog,
  onClose,
}: {
  dialog: DrawerDialog | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('template-drawer');
  const { create, rename } = useTemplateMutations();
  const notifyError = useNotifyDrawerError();
  const drawer = useDrawerContext();
  if (!dialog) return null;
  if (dialog.kind === 'move') return <MoveDialog item={dialog.item} onClose={onClose} />;
  if (dialog.kind === 'delete') return <DeleteDialog item={dialog.item} onClose={onClose} />;
  if (dialog.kind === 'rename') {
    const { item } = dialog;
    return (
      <NameDialog
        title={t('rename.title', { name: item.name })}
        type={item.template_type}
        initialName={item.name}
        busy={rename.isPending}
        onClose={onClose}
        onSubmit={({ name }) =>
          rename.mutate(
            { id: item.template_id, name },
            { onSuccess: onClose, onError: (error) => notifyError(error, item.template_type) },
          )
        }
      />
    );
  }
  const { type, parentId } = dialog;
  const submit = ({ name, presetId }: NameDialogResult) => {
    const preset = CITATION_PRESETS.find((candidate) => candidate.id === presetId);
    create.mutate(
      { name, parentId, setting: type === 'template' ? preset?.template : undefined },
      {
        onSuccess: () => {
          drawer.reveal(parentId);
          onClose();
        },
        onError: (error) => notifyError(error, type),
      },
    );
  };
  return (
    <NameDialog
      title={t(type === 'folder' ? 'create.folderTitle' : 'create.templateTitle')}
      type={type}
      withPreset={type === 'template'}
      busy={create.isPending}
      onClose={onClose}
      onSubmit={submit}
    />
  );
}
