import type { ReferenceOrderItem } from '@galley/contracts';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRefresh, IconTextScan2 } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CorrectedBadge } from './corrected-badge.tsx';
import { PmidLink } from './pmid-link.tsx';
import { PrecautionList } from './precaution-list.tsx';
import classes from './reference-table.module.css';
import { StatusBadge } from './status-badge.tsx';

/** One reference on a phone: the table's five columns stacked in a card (memoised as the table rows are). */
export const ReferenceCard = memo(function ReferenceCard({
  reference,
  retrying,
  onOpen,
  onRetry,
}: {
  reference: ReferenceOrderItem;
  retrying: boolean;
  onOpen: (index: number) => void;
  onRetry: (index: number) => void;
}) {
  const { t } = useTranslation('references');
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      className={classes.card}
      data-testid="reference-row"
      data-status={reference.status}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Text fw={700} fz="sm" aria-label={t('table.numberLabel', { number: reference.index })}>
              {reference.index}.
            </Text>
            <StatusBadge status={reference.status} />
            <CorrectedBadge fields={reference.edited} />
          </Group>
          {reference.pmid && <PmidLink pmid={reference.pmid} />}
        </Group>
        <Text fz="sm" lineClamp={5} style={{ overflowWrap: 'anywhere' }}>
          {reference.source}
        </Text>
        <PrecautionList precautions={reference.precautions} reason={reference.reason} />
        <Group gap={6}>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconTextScan2 size={14} />}
            disabled={reference.status === 'pending'}
            onClick={() => onOpen(reference.index)}
            aria-label={t('table.compareLabel', { number: reference.index })}
          >
            {t('table.compare')}
          </Button>
          {reference.status === 'not_applicable' && (
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconRefresh size={14} />}
              loading={retrying}
              onClick={() => onRetry(reference.index)}
              aria-label={t('table.retryLabel', { number: reference.index })}
            >
              {t('table.retry')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
});
