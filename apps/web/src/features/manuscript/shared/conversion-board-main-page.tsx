import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { api } from '../../../lib/api/client.ts';
import { BoardProblem } from './board-problem.tsx';
import { conversionPath } from './conversion-paths.ts';
import { conversionKeys } from './conversion-query-key.ts';
import { manuscriptErrorMessage } from './manuscript-error-message.ts';
import { resumeTarget } from './resume-target.ts';
import { useConversion } from './use-conversion.ts';
import { useConversionId } from './use-conversion-id.ts';

/** conversionBoard/:id itself: takes the author to where they left off (spec §2 "main"). */
export function ConversionBoardMainPage() {
  const { t } = useTranslation('manuscript');
  const lp = useLocalePath();
  const conversionId = useConversionId();
  const conversion = useConversion(conversionId);
  const data = conversion.data;
  const tagged = data?.status === 'draft' && data.step_data !== null;
  // The board's current step (null once every step is done) decides between confirm/<step> and convert.
  const board = useQuery({
    queryKey: conversionKeys.board(conversionId ?? ''),
    queryFn: ({ signal }) =>
      api.call('conversionGetBoard', { conversion_id: conversionId ?? '' }, { signal }),
    enabled: tagged,
    staleTime: 0,
  });

  if (conversionId === null || (conversion.error instanceof ApiError && conversion.error.status === 404))
    return <BoardProblem kind="notFound" />;
  if (conversion.error)
    return (
      <BoardProblem kind="error" message={manuscriptErrorMessage(conversion.error, t, 'getConversion')} />
    );
  const notTagged = board.error instanceof ApiError && board.error.status === 409;
  if (!data || (tagged && !board.data && !notTagged && !board.error)) {
    return (
      <Stack align="center" py={80} role="status" data-testid="conversion-board-loading">
        <Loader />
        <Text c="dimmed">{t('board.loading')}</Text>
      </Stack>
    );
  }
  if (board.error && !notTagged)
    return (
      <Alert color="red" role="alert" m="xl">
        {manuscriptErrorMessage(board.error, t, 'getConversion')}
      </Alert>
    );
  const target = resumeTarget({
    status: data.status,
    hasFile: data.file_name !== null,
    tagged: tagged && !notTagged,
    currentTargetStep: board.data?.current_target_step ?? null,
  });
  if (target.kind === 'expired') return <BoardProblem kind="expired" />;
  return <Navigate to={lp(conversionPath(conversionId, target.page))} replace />;
}
