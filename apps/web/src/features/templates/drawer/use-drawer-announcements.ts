import type { Active, Announcements, Over } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import type { DragItem, DropFolder } from './drag-ids.ts';
import { judgeDrop } from './drop-rule.ts';

const itemOf = (event: { active: Active }) => event.active.data.current as DragItem | undefined;
const folderOf = (event: { over: Over | null }) => event.over?.data.current as DropFolder | undefined;

/** What screen readers hear while a row is dragged with the keyboard (or the mouse), in the user's language. */
export function useDrawerAnnouncements(): {
  announcements: Announcements;
  screenReaderInstructions: { draggable: string };
} {
  const { t } = useTranslation('template-drawer');
  const where = (event: { active: Active; over: Over | null }, tense: 'over' | 'done') => {
    const item = itemOf(event);
    const folder = folderOf(event);
    if (!item) return undefined;
    if (!folder) return t(`announce.${tense}.none`, { name: item.name });
    const verdict = judgeDrop(item, folder);
    const target = folder.folderId ? folder.name : t('root.label');
    return t(`announce.${tense}.${verdict}`, { name: item.name, folder: target });
  };
  return {
    screenReaderInstructions: { draggable: t('announce.instructions') },
    announcements: {
      onDragStart: (event) => t('announce.start', { name: itemOf(event)?.name ?? '' }),
      onDragOver: (event) => where(event, 'over'),
      onDragEnd: (event) => where(event, 'done'),
      onDragCancel: (event) => t('announce.cancel', { name: itemOf(event)?.name ?? '' }),
    },
  };
}
