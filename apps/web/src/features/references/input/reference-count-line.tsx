import { Alert, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReferenceCount } from './count-references.ts';

/** Under the text box: how many references it holds, the 250 limit, and repeated list numbers. */
export function ReferenceCountLine({ count, id }: { count: ReferenceCount; id: string }) {
  const { t } = useTranslation('references');
  return (
    <div id={id} aria-live="polite">
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={600} data-testid="reference-count">
          {t('input.text.count', { count: count.found })}
        </Text>
        <Text fz="sm" c="dimmed">
          {t('input.text.limit', { max: count.max })}
        </Text>
      </Group>
      {count.truncated && (
        <Alert
          mt="xs"
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          data-testid="truncation-warning"
        >
          {t('input.text.truncated', { max: count.max, count: count.found })}
        </Alert>
      )}
      {count.duplicatedLines.length > 0 && (
        <Alert
          mt="xs"
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          data-testid="duplicated-warning"
        >
          {t('input.text.duplicated', { lines: count.duplicatedLines.join(', ') })}
        </Alert>
      )}
    </div>
  );
}
