import { AUTO_TAG_STEPS } from '@galley/contracts';
import { List, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconPoint } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AutoTagView } from './auto-tag-view.ts';

/** The running job's phases (reading → tagging → saving) and its percent. */
export function AutoTagProgress({ view }: { view: AutoTagView }) {
  const { t } = useTranslation('manuscript');
  const current = view.step ? AUTO_TAG_STEPS.indexOf(view.step as (typeof AUTO_TAG_STEPS)[number]) : -1;
  const percent = view.percent ?? (view.phase === 'start' ? 5 : 0);
  return (
    <Stack gap="sm" w="100%">
      {/* The progressbar role and its words on the section: Mantine's own aria (withAria) fixes the value text
          to "N%", and an aria-valuetext on the root (a plain div) is not allowed there (axe: aria-allowed-attr). */}
      <Progress.Root data-testid="auto-tag-progress">
        <Progress.Section
          value={percent}
          animated={view.phase !== 'success'}
          withAria={false}
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('autoTag.progressLabel')}
          aria-valuetext={t('autoTag.percent', { percent })}
        />
      </Progress.Root>
      <List spacing={6} center>
        {AUTO_TAG_STEPS.map((step, index) => {
          const done = view.phase === 'success' || index < current;
          const active = index === current && view.phase === 'start';
          return (
            <List.Item
              key={step}
              icon={
                <ThemeIcon
                  size={20}
                  radius="xl"
                  variant={done ? 'filled' : 'light'}
                  color={done ? 'teal.8' : 'gray.6'}
                >
                  {done ? <IconCheck size={12} /> : <IconPoint size={12} />}
                </ThemeIcon>
              }
            >
              <Text fz="sm" fw={active ? 700 : 400} c={done || active ? undefined : 'dimmed'}>
                {t(`autoTag.phases.${step}`)}
              </Text>
            </List.Item>
          );
        })}
      </List>
    </Stack>
  );
}
