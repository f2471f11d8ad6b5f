import { Skeleton, Stack } from '@mantine/core';
import { ListState } from '../../shared/list-state.tsx';

/**
 * The editor's place while a template, or the family a new one starts from, loads; the error with a retry when
 * `query` (its read) failed.
 */
export function EditorLoading({
  query,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
}) {
  if (query.isError)
    return (
      <ListState
        loading={false}
        error={query.error}
        empty={false}
        emptyText=""
        onRetry={() => void query.refetch()}
        testId="template"
      />
    );
  return (
    <Stack gap="md" data-testid="template-loading" aria-busy="true">
      <Skeleton h={40} w="50%" />
      <Skeleton h={160} />
      <Skeleton h={360} />
    </Stack>
  );
}
