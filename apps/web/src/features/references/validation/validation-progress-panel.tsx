import { ValidationStep } from '@galley/contracts';
import {
  Group,
  List,
  Loader,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ValidationProgress } from './validation-progress.ts';

function StepIcon({ state }: { state: 'done' | 'running' | 'waiting' }) {
  if (state === 'running') return <Loader size={16} aria-hidden />;
  return (
    <ThemeIcon
      size={18}
      radius="xl"
      variant={state === 'done' ? 'filled' : 'light'}
      color={state === 'done' ? 'teal' : 'gray'}
      aria-hidden
    >
      {state === 'done' ? <IconCheck size={12} /> : <IconCircleDashed size={12} />}
    </ThemeIcon>
  );
}

/** Spec §4's validation progress: checking / N/A / classifying with counts, a bar, and the four sub-steps. */
export function ValidationProgressPanel({ progress }: { progress: ValidationProgress }) {
  const { t } = useTranslation('references');
  const finished = progress.phase === 'done';
  const figures = [
    { key: 'checked', value: `${progress.checked} / ${progress.total}` },
    { key: 'notApplicable', value: String(progress.counts.not_applicable ?? 0) },
    {
      key: 'verified',
      value: String((progress.counts.verified ?? 0) + (progress.counts.verified_with_differences ?? 0)),
    },
    { key: 'doubtful', value: String((progress.counts.mismatch ?? 0) + (progress.counts.not_found ?? 0)) },
  ];
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      data-testid="validation-progress"
      data-phase={progress.phase}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz={{ base: 'md', sm: 'lg' }}>
            {t(`progress.phase.${progress.phase}`)}
          </Title>
          <Text fz="sm" fw={600} aria-hidden>
            {progress.percent} %
          </Text>
        </Group>
        <Progress
          value={progress.percent}
          size="lg"
          radius="xl"
          animated={!finished && progress.phase !== 'failed'}
          color={progress.phase === 'failed' ? 'red' : finished ? 'teal' : 'ink'}
          aria-label={t('progress.barLabel', { percent: progress.percent })}
        />
        {progress.retrying && (
          <Text fz="sm" c="orange.9" role="status">
            {t('progress.retrying')}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {figures.map((figure) => (
            <div key={figure.key}>
              <Text fz="xs" c="dimmed">
                {t(`progress.figures.${figure.key}`)}
              </Text>
              <Text fz="lg" fw={700} data-testid={`progress-${figure.key}`}>
                {figure.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <List spacing={6} center aria-label={t('progress.stepsLabel')} size="sm">
          {ValidationStep.options.map((step, position) => {
            const state =
              position < progress.stepIndex
                ? 'done'
                : position === progress.stepIndex && progress.phase !== 'failed'
                  ? 'running'
                  : 'waiting';
            return (
              <List.Item key={step} icon={<StepIcon state={state} />} data-state={state}>
                <Text
                  fz="sm"
                  fw={state === 'running' ? 600 : 400}
                  c={state === 'waiting' ? 'dimmed' : undefined}
                >
                  {t(`progress.steps.${step}`)}
                  {state === 'running' && <VisuallyHidden> {t('progress.running')}</VisuallyHidden>}
                </Text>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Paper>
  );
}
