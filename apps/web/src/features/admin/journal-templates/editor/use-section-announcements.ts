import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftSection } from '../rules/section-order.ts';
import { reorderAnnouncements } from './reorder-announcements.ts';

/** What screen readers hear while a section is dragged, in the page's language. */
export function useSectionAnnouncements(sections: readonly DraftSection[]) {
  const { t } = useTranslation('admin');
  return useMemo(() => {
    const place = (id: string | number | undefined) => sections.findIndex((section) => section.key === id);
    const name = (id: string | number) =>
      sections[place(id)]?.heading?.trim() || t('editor.sections.untitled', { number: place(id) + 1 });
    const position = (id: string | number) => place(id) + 1;
    return reorderAnnouncements(
      t,
      { name, position, total: sections.length },
      t('editor.announce.instructions'),
    );
  }, [t, sections]);
}
