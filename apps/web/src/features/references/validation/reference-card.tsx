import { Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CorrectedBadge } from './corrected-badge.tsx';
import { PmidLink } from './pmid-link.tsx';
import { PrecautionList } from './precaution-list.tsx';
import { ReferenceActions, type ReferenceRowProps } from './reference-actions.tsx';
import classes from './reference-table.module.css';
import { StatusBadge } from './status-badge.tsx';

/** One reference on a phone: the table's five columns stacked in a card (memoised as the table rows are). */
export const ReferenceCard = memo(function ReferenceCard({
  reference,
  retrying,
  onOpen,
  onRetry,
}: ReferenceRowProps) {
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
            <Text fw={700} fz="sm">
              <span aria-hidden="true">{reference.index}.</span>
              <VisuallyHidden>{t('table.numberLabel', { number: reference.index })}</VisuallyHidden>
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
          <ReferenceActions reference={reference} retrying={retrying} onOpen={onOpen} onRetry={onRetry} />
        </Group>
      </Stack>
    </Paper>
  );
});
