import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconTransform } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TargetListProblem } from './target-limits.ts';

/** Below the list: back to the confirm board's last step (when known), and Convert with what it costs. */
export function ConvertBar({
  backTo,
  count,
  problem,
  converting,
  onConvert,
}: {
  backTo: string | null;
  count: number;
  problem: TargetListProblem;
  converting: boolean;
  onConvert: () => void;
}) {
  const { t } = useTranslation('manuscript-convert');
  return (
    <Group justify="space-between" align="flex-start" gap="sm">
      {backTo ? (
        <Button
          component={Link}
          to={backTo}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('convert.back')}
        </Button>
      ) : (
        <span />
      )}
      <Stack gap={6} align="flex-end">
        <Button
          size="md"
          leftSection={<IconTransform size={18} aria-hidden />}
          onClick={onConvert}
          disabled={problem !== null}
          loading={converting}
          data-testid="convert-button"
        >
          {t('convert.submit', { count })}
        </Button>
        <Text fz="sm" c="dimmed" ta="right">
          {problem === 'empty' ? t('convert.needOne') : t('convert.cost', { count })}
        </Text>
      </Stack>
    </Group>
  );
}
