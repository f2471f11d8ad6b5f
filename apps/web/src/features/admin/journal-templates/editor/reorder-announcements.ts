import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { TFunction } from 'i18next';

type Id = string | number;

/**
 * What screen readers hear while an item of an ordered list (a section, a part of a section) is dragged: picked
 * up, over a new place, dropped or cancelled, each with its name, place and the list's length.
 */
export function reorderAnnouncements(
  t: TFunction<'admin'>,
  list: { name: (id: Id) => string; position: (id: Id) => number; total: number },
  instructions: string,
): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const { name, position, total } = list;
  return {
    announcements: {
      onDragStart: ({ active }) =>
        t('editor.announce.start', { name: name(active.id), position: position(active.id), total }),
      // Over itself (as every drag starts) there is nothing new to say: "picked up" stays the last word.
      onDragOver: ({ active, over }) =>
        over && over.id !== active.id
          ? t('editor.announce.over', { name: name(active.id), position: position(over.id), total })
          : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t('editor.announce.end', { name: name(active.id), position: position(over.id), total })
          : t('editor.announce.cancel', { name: name(active.id) }),
      onDragCancel: ({ active }) => t('editor.announce.cancel', { name: name(active.id) }),
    },
    screenReaderInstructions: { draggable: instructions },
  };
}
