import { Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TABLE_STEPS } from '../rules/step-rules.ts';
import classes from './template-editor.module.css';

/** The steps no section holds yet, and the table steps, which stay with their tables and cannot be chosen. */
export function StepPalette({ unplaced }: { unplaced: readonly string[] }) {
  const { t } = useTranslation('admin');
  return (
    <div>
      <Text fz="sm" fw={600} mb={4}>
        {t('editor.steps.unplaced')}
      </Text>
      <Group gap={6} wrap="wrap">
        {unplaced.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('editor.steps.allPlaced')}
          </Text>
        ) : (
          unplaced.map((step) => (
            <span key={step} className={classes.step} data-testid="unplaced-step" data-step={step}>
              {t(`steps.${step}`)}
            </span>
          ))
        )}
        {TABLE_STEPS.map((step) => (
          <span
            key={step}
            className={classes.tableStep}
            aria-disabled="true"
            data-testid="table-step"
            data-step={step}
          >
            <IconLock size={12} aria-hidden />
            {t(`steps.${step}`)}
          </span>
        ))}
      </Group>
      <Text fz="xs" c="dimmed" mt={4}>
        {t('editor.steps.tableLocked')}
      </Text>
    </div>
  );
}
