import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../lib/api/describe-api-error.ts';
import { useDrawerContext } from './drawer-context.ts';
import { LevelPager } from './level-pager.tsx';
import classes from './template-drawer.module.css';
import { useTemplateLevel } from './template-queries.ts';
import { TemplateRow } from './template-row.tsx';

/**
 * One folder's items (folders first, then by name, as the server orders them), a page at a time, with its
 * loading, empty and error states; an open folder draws its own level inside its row. With `search`, the
 * matching names from anywhere instead. `ancestors`: the folders from the top level down to this one.
 */
export function FolderLevel({
  parentId,
  parentName,
  ancestors,
  search,
}: {
  parentId: string | null;
  parentName: string;
  ancestors: readonly string[];
  search?: string;
}) {
  const { t } = useTranslation('template-drawer');
  const [page, setPage] = useState(1);
  const drawer = useDrawerContext();
  const level = useTemplateLevel({ parentId, page, search });
  // A search lists names from anywhere: the folders above each are not known here (the server still
  // refuses a folder moved into itself).
  const above = search ? [] : ancestors;
  if (level.isPending) {
    return (
      <Group gap="xs" py={6} pl="sm" role="status" data-testid="drawer-loading">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          {t('state.loading')}
        </Text>
      </Group>
    );
  }
  if (level.isError) {
    return (
      <Alert color="red" variant="light" title={t('state.errorTitle')} data-testid="drawer-error">
        <Text size="sm">{describeApiError(level.error, t)}</Text>
        <Button size="compact-sm" variant="default" mt="xs" onClick={() => void level.refetch()}>
          {t('state.retry')}
        </Button>
      </Alert>
    );
  }
  const { results, count, page_size: pageSize } = level.data;
  if (results.length === 0) {
    const key = search ? 'state.noMatches' : parentId ? 'state.emptyFolder' : 'state.empty';
    return (
      <Text size="sm" c="dimmed" py={6} pl="sm" data-testid="drawer-empty">
        {t(key, { search })}
      </Text>
    );
  }
  return (
    <>
      <ul className={classes.level} aria-label={parentName}>
        {results.map((item) => (
          <TemplateRow key={item.template_id} item={item} ancestors={above}>
            {item.template_type === 'folder' && drawer.isExpanded(item.template_id) && (
              <FolderLevel
                parentId={item.template_id}
                parentName={item.name}
                ancestors={[...above, item.template_id]}
              />
            )}
          </TemplateRow>
        ))}
      </ul>
      <LevelPager
        count={count}
        pageSize={pageSize}
        page={level.data.page}
        label={parentName}
        onPage={setPage}
      />
    </>
  );
}
