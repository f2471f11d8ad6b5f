import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ElementKind } from '../state/element-kinds.ts';
import { dragPlace } from './drag-ids.ts';
import { resolveDrop } from './resolve-drop.ts';

/** What screen readers hear while an element is dragged, in the page's language (spec §2: keyboard dragging). */
export function useAnnouncements(line: readonly ElementKind[]): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const { t } = useTranslation('templates');
  return useMemo(() => {
    const name = (id: string | number) => {
      const kind = dragPlace(id)?.kind;
      return kind ? t(`elements.${kind}`) : '';
    };
    const describe = (activeId: string | number, overId: string | number | undefined, done: boolean) => {
      // Over itself (as every drag starts) there is nothing new to say: "picked up" stays the last word.
      if (!done && overId === activeId) return undefined;
      const outcome = resolveDrop(activeId, overId, line);
      if (!outcome) return undefined;
      const element = t(`elements.${outcome.element}`);
      const tense = done ? 'done' : 'over';
      if (outcome.kind === 'none') return t(`announce.${tense}.none`, { element });
      if (outcome.kind === 'remove') return t(`announce.${tense}.remove`, { element });
      return t(`announce.${tense}.${outcome.kind}`, {
        element,
        position: outcome.position,
        total: outcome.total,
      });
    };
    return {
      announcements: {
        onDragStart: ({ active }) => t('announce.start', { element: name(active.id) }),
        onDragOver: ({ active, over }) => describe(active.id, over?.id, false),
        onDragEnd: ({ active, over }) => describe(active.id, over?.id, true),
        onDragCancel: ({ active }) => t('announce.cancel', { element: name(active.id) }),
      },
      screenReaderInstructions: { draggable: t('announce.instructions') },
    };
  }, [t, line]);
}
