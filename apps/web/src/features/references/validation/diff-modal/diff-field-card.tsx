import { Badge, Box, Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { badgeStyle } from '../badge-style.ts';
import type { DiffRow } from './diff-rows.ts';

const MARK_COLORS = { different: 'red', close: 'yellow', missing: 'orange', same: 'gray' } as const;

/** One field side by side — the reference's value and PubMed's — marked when they differ, with "use PubMed's". */
export function DiffFieldCard({ row, busy, onTake }: { row: DiffRow; busy: boolean; onTake: () => void }) {
  const { t } = useTranslation('references');
  const label = t(`diff.fields.${row.field}`);
  const color = MARK_COLORS[row.agreement];
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg={row.marked ? `${color}.0` : undefined}
      style={row.marked ? { borderColor: `var(--mantine-color-${color}-6)`, borderLeftWidth: 4 } : undefined}
      data-testid="diff-field"
      data-field={row.field}
      data-marked={row.marked}
    >
      <Group justify="space-between" gap="xs" mb={6}>
        <Group gap={6}>
          <Text fz="sm" fw={700} component="h4" m={0}>
            {label}
          </Text>
          {row.marked && (
            <Badge size="sm" color={color} variant="light" tt="none" style={badgeStyle(color)}>
              {t(`diff.agreement.${row.agreement}`)}
            </Badge>
          )}
          {row.taken && (
            <Badge
              size="sm"
              color="teal"
              variant="light"
              tt="none"
              leftSection={<IconCheck size={12} />}
              style={badgeStyle('teal')}
            >
              {t('diff.taken')}
            </Badge>
          )}
        </Group>
        {row.takeable && (
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconArrowBackUp size={14} />}
            onClick={onTake}
            loading={busy}
            aria-label={t('diff.takeFieldLabel', { field: label })}
          >
            {t('diff.takeField')}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <Box>
          <Text fz="xs" c="dimmed">
            {t('diff.yours')}
          </Text>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }} c={row.input === null ? 'dimmed' : undefined}>
            {row.input ?? t('diff.none')}
          </Text>
        </Box>
        <Box>
          <Text fz="xs" c="dimmed">
            {t('diff.pubmed')}
          </Text>
          <Text
            fz="sm"
            style={{ overflowWrap: 'anywhere' }}
            fw={row.marked ? 600 : undefined}
            c={row.pubmed === null ? 'dimmed' : undefined}
          >
            {row.pubmed ?? t('diff.none')}
          </Text>
        </Box>
      </SimpleGrid>
    </Paper>
  );
}
