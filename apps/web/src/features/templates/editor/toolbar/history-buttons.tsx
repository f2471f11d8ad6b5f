import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EditorAction } from '../state/editor-action.ts';

/** Undo, redo and "start from scratch" (itself undoable). */
export function HistoryButtons({
  canUndo,
  canRedo,
  canClear,
  dispatch,
}: {
  canUndo: boolean;
  canRedo: boolean;
  canClear: boolean;
  dispatch: (action: EditorAction) => void;
}) {
  const { t } = useTranslation('templates');
  const button = (label: string, disabled: boolean, action: EditorAction, icon: React.ReactNode) => (
    <Tooltip label={label} withArrow>
      <ActionIcon
        variant="default"
        size="lg"
        disabled={disabled}
        aria-label={label}
        onClick={() => dispatch(action)}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Group gap={6} wrap="nowrap">
      {button(t('toolbar.undo'), !canUndo, { type: 'undo' }, <IconArrowBackUp size={18} aria-hidden />)}
      {button(t('toolbar.redo'), !canRedo, { type: 'redo' }, <IconArrowForwardUp size={18} aria-hidden />)}
      {button(t('toolbar.clear'), !canClear, { type: 'clear' }, <IconTrash size={18} aria-hidden />)}
    </Group>
  );
}
