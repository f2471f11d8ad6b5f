import { Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The pages of one folder level (or of the search results), shown only when there is more than one. */
export function LevelPager({
  count,
  pageSize,
  page,
  label,
  onPage,
}: {
  count: number;
  pageSize: number;
  page: number;
  label: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation('template-drawer');
  const pages = Math.ceil(count / pageSize);
  if (pages <= 1) return null;
  return (
    <Pagination
      total={pages}
      value={page}
      onChange={onPage}
      size="sm"
      mt={4}
      aria-label={t('pager.label', { name: label })}
      getControlProps={(control) => ({ 'aria-label': t(`pager.${control}`) })}
      getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }) })}
    />
  );
}
