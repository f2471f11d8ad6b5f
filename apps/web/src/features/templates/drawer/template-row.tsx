import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { TemplateItem } from '@galley/contracts';
import { ActionIcon, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronRight, IconFileText, IconFolder, IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type DragItem, type DropFolder, dragId, dropId } from './drag-ids.ts';
import { useDrawerContext } from './drawer-context.ts';
import { judgeDrop } from './drop-rule.ts';
import { RowMenu } from './row-menu.tsx';
import classes from './template-drawer.module.css';

/**
 * A folder or template of the tree: a drag handle, its name (a template opens in the editor, a folder
 * opens or closes) and its menu. A folder is also a drop target; its level draws its contents inside.
 */
export function TemplateRow({
  item,
  ancestors,
  children,
}: {
  item: TemplateItem;
  ancestors: readonly string[];
  /** An open folder's contents. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('template-drawer');
  const drawer = useDrawerContext();
  const isFolder = item.template_type === 'folder';
  const expanded = isFolder && drawer.isExpanded(item.template_id);
  const drag: DragItem = {
    id: item.template_id,
    name: item.name,
    type: item.template_type,
    parentId: item.parent_id,
  };
  const drop: DropFolder = { folderId: item.template_id, name: item.name, ancestors };
  const draggable = useDraggable({ id: dragId(item.template_id), data: drag });
  const droppable = useDroppable({ id: dropId(item.template_id), data: drop, disabled: !isFolder });
  const active = droppable.active?.data.current as DragItem | undefined;
  const verdict = droppable.isOver && active ? judgeDrop(active, drop) : undefined;
  const Icon = isFolder ? IconFolder : IconFileText;
  return (
    <li className={classes.item}>
      <div
        ref={droppable.setNodeRef}
        className={classes.row}
        data-drop={verdict === 'move' ? 'ok' : verdict ? 'refused' : undefined}
        data-dragging={draggable.isDragging || undefined}
        data-testid={`drawer-row-${item.name}`}
      >
        <ActionIcon
          ref={draggable.setNodeRef}
          variant="subtle"
          color="gray"
          size="sm"
          className={classes.handle}
          {...draggable.attributes}
          {...draggable.listeners}
          aria-label={t('dnd.handle', { name: item.name })}
        >
          <IconGripVertical size={16} aria-hidden />
        </ActionIcon>
        <UnstyledButton
          className={classes.name}
          aria-expanded={isFolder ? expanded : undefined}
          onClick={() => (isFolder ? drawer.toggleFolder(item.template_id) : drawer.openTemplate(item))}
        >
          {isFolder && (
            <IconChevronRight size={14} aria-hidden className={classes.chevron} data-open={expanded} />
          )}
          <Icon size={16} aria-hidden className={classes.icon} />
          <Text span size="sm" truncate="end">
            {item.name}
          </Text>
          {/* The name first, as seen (WCAG 2.5.3), then what the click does. */}
          {!isFolder && <VisuallyHidden>{t('row.openHint')}</VisuallyHidden>}
        </UnstyledButton>
        <RowMenu item={item} />
      </div>
      {children && <div className={classes.nested}>{children}</div>}
    </li>
  );
}
