import type { TFunction } from 'i18next';

/** Names Mantine's paging arrows for screen readers (it leaves them unnamed), in the page's language. */
export function pageLabels(t: TFunction) {
  return (control: 'first' | 'previous' | 'last' | 'next') => ({
    'aria-label': t(`admin:list.page.${control}`),
  });
}
