import type { GetConversionResponse } from '@galley/contracts';
import { Alert, Button, Center, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useLocalePath } from '../../../../app/locale/use-locale-path.ts';
import { StatusLoader } from '../../../../components/status-loader.tsx';
import { RealtimeStatus } from '../../../../lib/realtime/realtime-status.tsx';
import { conversionPath } from '../../shared/conversion-paths.ts';
import { manuscriptErrorMessage } from '../../shared/manuscript-error-message.ts';
import { ManuscriptPageShell } from '../../shared/manuscript-page-shell.tsx';
import { OutputRow } from './output-row.tsx';
import { RunSummary } from './run-summary.tsx';
import { StatusActions } from './status-actions.tsx';
import { statusSummary } from './status-summary.ts';
import { useConversionExpired } from './use-conversion-expired.ts';
import { useConvertStatus } from './use-convert-status.ts';

/**
 * The run, journal by journal, live; downloads once converted. Converting and complete conversions show only
 * this (spec §4); an expired one says so and offers no download; a draft again (reset, or every journal
 * failed) links back to the convert step.
 */
export function StatusView({ conversion }: { conversion: GetConversionResponse }) {
  const { t } = useTranslation('manuscript-convert');
  const lp = useLocalePath();
  const { status } = useConvertStatus(conversion.id);
  const current = status.data?.status ?? conversion.status;
  const expiredCheck = useConversionExpired(conversion.id, current === 'complete' || current === 'expired');
  const expired = current === 'expired' || expiredCheck.data?.expired === true;
  const toConvert = lp(conversionPath(conversion.id, 'convert'));

  if (status.data && status.data.run === 0 && current === 'draft') return <Navigate to={toConvert} replace />;
  const summary = statusSummary(status.data?.outputs ?? []);

  return (
    <ManuscriptPageShell step="status" title={t('status.title')} testId="convert-status-page">
      <RealtimeStatus />
      {status.isPending && (
        <Center py="xl">
          <StatusLoader label={t('status.loading')} />
        </Center>
      )}
      {status.isError && (
        <Alert color="red" variant="light" role="alert">
          {manuscriptErrorMessage(status.error, t, 'getConversion')}
        </Alert>
      )}
      {expired && (
        <Alert
          color="orange"
          variant="light"
          title={t('status.expiredTitle')}
          role="alert"
          data-testid="expired-notice"
        >
          {t('status.expiredBody')}
        </Alert>
      )}
      {current === 'draft' && status.data && (
        <Alert color="blue" variant="light" title={t('status.draftTitle')} data-testid="draft-notice">
          <Stack gap="sm" align="flex-start">
            {t('status.draftBody')}
            <Button component={Link} to={toConvert} variant="light" size="xs">
              {t('status.toConvert')}
            </Button>
          </Stack>
        </Alert>
      )}
      {status.data && (
        <Paper withBorder radius="md" px={{ base: 'sm', sm: 'lg' }} py="sm">
          <RunSummary summary={summary} conversionStatus={current} />
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} data-testid="output-list">
            {status.data.outputs.map((output) => (
              <OutputRow
                key={output.journal_id}
                conversionId={conversion.id}
                output={output}
                downloadable={!expired}
              />
            ))}
          </Stack>
        </Paper>
      )}
      <StatusActions
        conversionId={conversion.id}
        canDownloadAll={!expired && summary.anyComplete && current === 'complete'}
        canReset={!expired && (current === 'converting' || current === 'complete')}
      />
    </ManuscriptPageShell>
  );
}
