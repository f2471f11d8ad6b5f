import { Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconPlugConnectedX, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { tabConnection } from '../../../lib/realtime/tab-connection.ts';
import { BoardProblem } from '../shared/board-problem.tsx';
import { conversionPath } from '../shared/conversion-paths.ts';
import { ManuscriptPageShell } from '../shared/manuscript-page-shell.tsx';
import { useConversionId } from '../shared/use-conversion-id.ts';
import { AiOutageDialog } from './ai-outage-dialog.tsx';
import { AutoTagProgress } from './auto-tag-progress.tsx';
import type { AutoTagPhase } from './auto-tag-view.ts';
import { useAutoTagState } from './use-auto-tag-state.ts';
import { useStartAutoTag } from './use-start-auto-tag.ts';

const ICONS: Partial<Record<AutoTagPhase, { icon: typeof IconSparkles; color: string }>> = {
  success: { icon: IconCircleCheck, color: 'teal' },
  failed: { icon: IconAlertTriangle, color: 'red' },
  connectionError: { icon: IconPlugConnectedX, color: 'red' },
  idle: { icon: IconAlertTriangle, color: 'orange' },
};

/** The auto-tag status board (spec §2 "uploading"): the tagging job's progress over the websocket. */
export function AutoTagPage() {
  const conversionId = useConversionId();
  if (conversionId === null) return <BoardProblem kind="notFound" />;
  return <AutoTagBoard conversionId={conversionId} />;
}

function AutoTagBoard({ conversionId }: { conversionId: string }) {
  const { t } = useTranslation('manuscript');
  const lp = useLocalePath();
  const { view, topicError } = useAutoTagState(conversionId);
  const start = useStartAutoTag(conversionId);
  if (topicError?.code === 'not_found' || topicError?.code === 'forbidden')
    return <BoardProblem kind="notFound" />;
  const phase = view.phase;
  const { icon: Icon, color } = ICONS[phase] ?? { icon: IconSparkles, color: 'ink' };
  const running = phase === 'waiting' || phase === 'start' || phase === 'connecting';
  const body =
    phase === 'success'
      ? t(view.skipped ? 'autoTag.skippedBody' : 'autoTag.successBody')
      : phase === 'failed'
        ? t('autoTag.failedBody')
        : phase === 'idle'
          ? t('autoTag.idleBody')
          : phase === 'connectionError'
            ? t('autoTag.connectionBody')
            : t('autoTag.intro');

  return (
    <ManuscriptPageShell step="analysis" title={t('autoTag.title')} testId="auto-tag-page" size="md">
      <Paper
        withBorder
        radius="lg"
        p={{ base: 'lg', sm: 40 }}
        data-testid="auto-tag-status"
        data-phase={phase}
      >
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden>
            {running ? <Loader size={26} color="ink" /> : <Icon size={28} />}
          </ThemeIcon>
          <Title order={2} fz={{ base: 20, sm: 24 }} role="status" aria-live="polite">
            {t(`autoTag.states.${phase}`)}
          </Title>
          <Text c="dimmed" maw={520}>
            {body}
          </Text>
          {phase === 'failed' && view.detail && (
            <Text fz="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
              {view.detail}
            </Text>
          )}
          {(phase === 'start' || phase === 'waiting' || phase === 'success') && (
            <AutoTagProgress view={view} />
          )}
          {phase === 'failed' && (
            <Group justify="center" gap="xs">
              <Button
                variant="default"
                onClick={() => start.startNow(true)}
                loading={start.skipping}
                disabled={start.busy}
              >
                {t('autoTag.continueWithout')}
              </Button>
              <Button
                onClick={() => start.start()}
                loading={start.busy && !start.skipping}
                disabled={start.busy}
                data-testid="auto-tag-retry"
              >
                {t('autoTag.retry')}
              </Button>
            </Group>
          )}
          {phase === 'connectionError' && (
            <Button onClick={() => tabConnection().retry()} data-testid="auto-tag-reconnect">
              {t('autoTag.reconnect')}
            </Button>
          )}
          {phase === 'idle' && (
            <Button component={Link} to={lp(conversionPath(conversionId, 'upload'))}>
              {t('autoTag.toUpload')}
            </Button>
          )}
        </Stack>
      </Paper>
      <AiOutageDialog
        status={start.warning?.status ?? null}
        busy={start.busy}
        onContinueWithout={() => start.startNow(true)}
        onTryAnyway={() => start.startNow(false)}
        onClose={start.dismissWarning}
      />
    </ManuscriptPageShell>
  );
}
