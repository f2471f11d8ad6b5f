import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { reorderAnnouncements } from './reorder-announcements.ts';

/** What screen readers hear while a part is dragged along its section, in the page's language. */
export function useStepAnnouncements(steps: readonly string[]) {
  const { t } = useTranslation('admin');
  return useMemo(() => {
    const name = (id: string | number) => t(`steps.${String(id)}`);
    const position = (id: string | number) => steps.indexOf(String(id)) + 1;
    return reorderAnnouncements(
      t,
      { name, position, total: steps.length },
      t('editor.announce.stepInstructions'),
    );
  }, [t, steps]);
}
