import type { GetConversionResponse } from '@galley/contracts';
import { Center } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusLoader } from '../../../components/status-loader.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { BoardProblem } from '../shared/board-problem.tsx';
import { manuscriptErrorMessage } from '../shared/manuscript-error-message.ts';
import { useConversion } from '../shared/use-conversion.ts';
import { useConversionId } from '../shared/use-conversion-id.ts';

/**
 * The board route's conversion, loaded: a loader meanwhile, "not found" for a bad or foreign id (the server
 * answers 404 for another user's), "expired" for a 410, the failure's message otherwise, else
 * `children(conversion)`.
 */
export function ConversionGate({
  children,
}: {
  children: (conversion: GetConversionResponse, conversionId: string) => ReactNode;
}) {
  const { t } = useTranslation('manuscript');
  const conversionId = useConversionId();
  const conversion = useConversion(conversionId);
  if (conversionId && conversion.data) return children(conversion.data, conversionId);
  if (conversionId && conversion.isPending)
    return (
      <Center py={80}>
        <StatusLoader label={t('board.loading')} />
      </Center>
    );
  const error = conversion.error;
  if (error instanceof ApiError && (error.status === 410 || error.code === 'expired'))
    return <BoardProblem kind="expired" />;
  if (conversionId && error && !(error instanceof ApiError && error.status === 404))
    return <BoardProblem kind="error" message={manuscriptErrorMessage(error, t, 'getConversion')} />;
  return <BoardProblem kind="notFound" />;
}
