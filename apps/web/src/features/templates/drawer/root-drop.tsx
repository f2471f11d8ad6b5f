import { useDroppable } from '@dnd-kit/core';
import { Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type DragItem, type DropFolder, ROOT_DROP_ID } from './drag-ids.ts';
import { judgeDrop } from './drop-rule.ts';
import classes from './template-drawer.module.css';

/** The top level as a drop target: a strip above the tree (dropping here takes an item out of its folder). */
export function RootDrop() {
  const { t } = useTranslation('template-drawer');
  const drop: DropFolder = { folderId: null, name: t('root.label'), ancestors: [] };
  const { setNodeRef, isOver, active } = useDroppable({ id: ROOT_DROP_ID, data: drop });
  const item = active?.data.current as DragItem | undefined;
  const verdict = isOver && item ? judgeDrop(item, drop) : undefined;
  return (
    <div
      ref={setNodeRef}
      className={classes.root}
      data-drop={verdict === 'move' ? 'ok' : undefined}
      data-testid="drawer-root-drop"
    >
      <IconHome size={16} aria-hidden />
      <Text span size="sm">
        {item ? t('root.dropHere') : t('root.label')}
      </Text>
    </div>
  );
}
