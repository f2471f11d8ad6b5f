import type { ComparedField, ReferenceOrderItem } from '@galley/contracts';
import { Alert, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChecks } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PmidLink } from '../pmid-link.tsx';
import { PrecautionList } from '../precaution-list.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { DiffFieldCard } from './diff-field-card.tsx';
import { diffRows, takeableFields } from './diff-rows.ts';
import { EvidenceSection } from './evidence-section.tsx';
import { explainVerdict } from './explain-verdict.ts';
import { ParsedFieldsSection } from './parsed-fields-section.tsx';

const SUMMARY_COLORS = {
  verified: 'teal',
  verified_with_differences: 'blue',
  mismatch: 'orange',
  not_found: 'red',
  not_applicable: 'gray',
  pending: 'gray',
} as const;

/**
 * The diff modal (spec §2): the string as entered, then each field as read from it beside PubMed's
 * record, every difference marked; one click takes PubMed's value for a field, or for all marked ones.
 * Without a PubMed record, the fields as read from the string alone.
 * A fabricated or mismatched reference is explained in plain words with the evidence.
 */
export function DiffModal({
  reference,
  takingFields,
  onTake,
  onClose,
}: {
  reference: ReferenceOrderItem | null;
  /** The fields being taken now, to show which button is busy. */
  takingFields: readonly ComparedField[];
  onTake: (fields: ComparedField[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('references');
  const phone = useMediaQuery('(max-width: 36em)');
  const rows = reference ? diffRows(reference) : [];
  const takeable = takeableFields(rows);
  const explanation = reference ? explainVerdict(reference) : null;

  return (
    <Modal
      opened={reference !== null}
      onClose={onClose}
      size="xl"
      fullScreen={phone}
      title={reference ? t('diff.title', { number: reference.index }) : ''}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      data-testid="diff-modal"
    >
      {reference && explanation && (
        <Stack gap="md">
          <Group gap="sm">
            <StatusBadge status={reference.status} />
            {reference.pmid && <PmidLink pmid={reference.pmid} />}
          </Group>
          <Alert color={SUMMARY_COLORS[reference.status]} variant="light" data-testid="diff-summary">
            <Text fz="sm" c="dark.9">
              {t(explanation.summaryKey)}
            </Text>
          </Alert>
          <Stack gap={4}>
            <Title order={3} fz="md">
              {t('diff.entered')}
            </Title>
            <Paper withBorder radius="md" p="sm" bg="gray.0">
              <Text fz="sm" ff="monospace" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {reference.source}
              </Text>
            </Paper>
          </Stack>
          {rows.length > 0 ? (
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                <Title order={3} fz="md">
                  {t('diff.compared')}
                </Title>
                {takeable.length > 1 && (
                  <Button
                    size="xs"
                    leftSection={<IconChecks size={16} />}
                    onClick={() => onTake(takeable)}
                    loading={takingFields.length > 1}
                    data-testid="diff-take-all"
                  >
                    {t('diff.takeAll', { count: takeable.length })}
                  </Button>
                )}
              </Group>
              {rows.map((row) => (
                <DiffFieldCard
                  key={row.field}
                  row={row}
                  busy={takingFields.length === 1 && takingFields[0] === row.field}
                  onTake={() => onTake([row.field])}
                />
              ))}
            </Stack>
          ) : (
            <ParsedFieldsSection item={reference.parsed} />
          )}
          <EvidenceSection explanation={explanation} />
          {(reference.precautions.length > 0 || reference.reason) && (
            <Stack gap={4}>
              <Title order={3} fz="md">
                {t('table.precaution')}
              </Title>
              <PrecautionList precautions={reference.precautions} reason={reference.reason} />
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}
