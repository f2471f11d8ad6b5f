import { Alert, Button, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useLocale } from '../../../app/locale/use-locale.ts';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { StatusLoader } from '../../../components/status-loader.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { conversionPath, DASHBOARD_PATH } from '../shared/conversion-paths.ts';
import { manuscriptErrorMessage } from '../shared/manuscript-error-message.ts';
import { ManuscriptPageShell } from '../shared/manuscript-page-shell.tsx';
import { useBoardWords } from './api/use-board-words.ts';
import { useConversionBoard } from './api/use-conversion-board.ts';
import { reachableStep, stepsFromStepData } from './rules/board-steps.ts';
import { initialHighlights } from './rules/initial-highlights.ts';
import { parseStepData } from './rules/parse-step-data.ts';
import { stepDataAlert } from './rules/step-data-alert.ts';
import { ConfirmBoard } from './ui/confirm-board.tsx';

/**
 * /manuscript/conversionBoard/:id/confirm/:stepValue (spec §2). No conversion → home; not tagged yet or no longer
 * a draft → the board's main page (it sends the author where they left off); a step ahead of the first open one →
 * that step (no skipping ahead); step data missing or invalid → the spec's alerts.
 */
export function ConfirmBoardPage() {
  const { id = '', stepValue } = useParams();
  const { t } = useTranslation('manuscript-confirm');
  const lp = useLocalePath();
  const query = useConversionBoard(id);
  const data = query.data;
  const words = useBoardWords(data?.article_type, useLocale());
  const stepData = useMemo(() => (data ? parseStepData(data.step_data) : null), [data]);
  const steps = useMemo(() => (stepData?.ok ? stepsFromStepData(stepData.data) : null), [stepData]);
  const step = steps ? reachableStep(steps, stepValue) : undefined;
  const start = useMemo(
    () =>
      data && step ? initialHighlights(data.client_html, data.auto_tags, step, steps?.definitions) : null,
    [data, step, steps],
  );
  const board = conversionPath(id);
  const status = query.error instanceof ApiError ? query.error.status : 0;
  const alert = stepDataAlert(query.error) ?? (stepData && !stepData.ok ? stepData.alert : null);

  if (status === 400 || status === 404) return <Navigate to={lp('/')} replace />;
  if (status === 409 || (data && data.status !== 'draft')) return <Navigate to={lp(board)} replace />;
  if (steps && step && step !== stepValue) return <Navigate to={lp(`${board}/confirm/${step}`)} replace />;
  if (steps && !step) return <Navigate to={lp(`${board}/convert`)} replace />;

  return (
    <ManuscriptPageShell step="confirm" title={t('pageTitle')} testId="confirm-board-page" size="lg">
      {alert || query.error ? (
        <Stack gap="md" align="flex-start">
          <Alert color="red" role="alert" data-testid="confirm-alert" w="100%">
            {alert ? t(`alerts.${alert}`) : manuscriptErrorMessage(query.error, t, 'getConversion')}
          </Alert>
          <Button component={Link} to={lp(DASHBOARD_PATH)} variant="default">
            {t('toDashboard')}
          </Button>
        </Stack>
      ) : data && steps && step && start && stepData?.ok ? (
        <ConfirmBoard
          key={step}
          id={id}
          step={step}
          steps={steps}
          stepData={stepData.data}
          start={start}
          taggerRan={data.auto_tag_status === 'success'}
          words={words}
          storedTitle={data.additional_text['front.title']}
        />
      ) : (
        <Stack align="center" py="xl">
          <StatusLoader label={t('loading')} />
        </Stack>
      )}
    </ManuscriptPageShell>
  );
}
