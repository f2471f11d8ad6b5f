import { Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CorrectedBadge } from './corrected-badge.tsx';
import { PmidLink } from './pmid-link.tsx';
import { PrecautionList } from './precaution-list.tsx';
import { ReferenceActions, type ReferenceRowProps } from './reference-actions.tsx';
import { StatusBadge } from './status-badge.tsx';

/**
 * One reference of the table (spec §2: number, reference, status, PMID, precaution) with its actions.
 * Memoised on the reference object: a refetch keeps unchanged references' identity, so only rows whose
 * verdict arrived render again — 250 rows stay smooth while the check fills them in.
 */
export const ReferenceTableRow = memo(function ReferenceTableRow({
  reference,
  retrying,
  onOpen,
  onRetry,
}: ReferenceRowProps) {
  const { t } = useTranslation('references');
  return (
    <Table.Tr data-testid="reference-row" data-status={reference.status}>
      <Table.Td fw={600} style={{ verticalAlign: 'top' }}>
        {reference.index}
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <Text fz="sm" lineClamp={4} style={{ overflowWrap: 'anywhere' }}>
          {reference.source}
        </Text>
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <Stack gap={4} align="flex-start">
          <StatusBadge status={reference.status} />
          <CorrectedBadge fields={reference.edited} />
        </Stack>
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        {reference.pmid ? (
          <PmidLink pmid={reference.pmid} />
        ) : (
          <Text fz="sm" c="dimmed">
            <span aria-hidden="true">—</span>
            <VisuallyHidden>{t('table.noPmid')}</VisuallyHidden>
          </Text>
        )}
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <PrecautionList precautions={reference.precautions} reason={reference.reason} />
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <Stack gap={6} align="flex-start">
          <ReferenceActions reference={reference} retrying={retrying} onOpen={onOpen} onRetry={onRetry} />
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
});
