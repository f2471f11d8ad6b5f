import type { JournalBrowseItem } from '@galley/contracts';
import { Box, Checkbox, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { JournalMeta } from './journal-meta.tsx';

const WRAP = { overflowWrap: 'anywhere' } as const;

/** One match: its tick box (labelled by the title), and its details in columns, or under the title on a phone. */
export function JournalResultRow({
  journal,
  checked,
  disabled,
  withImpact,
  onToggle,
}: {
  journal: JournalBrowseItem;
  checked: boolean;
  disabled: boolean;
  withImpact: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation('manuscript-convert');
  const id = `journal-choice-${journal.id}`;
  return (
    <Table.Tr data-testid="journal-result" data-journal-id={journal.id} data-checked={checked}>
      <Table.Td>
        <Checkbox
          id={id}
          checked={checked}
          disabled={disabled}
          onChange={onToggle}
          aria-describedby={`${id}-meta`}
        />
      </Table.Td>
      <Table.Td>
        <Text
          component="label"
          htmlFor={id}
          fw={600}
          fz="sm"
          style={{ ...WRAP, cursor: disabled ? 'default' : 'pointer' }}
        >
          {journal.title}
        </Text>
        {journal.abbreviation && (
          <Text fz="xs" c="dimmed" visibleFrom="sm" style={WRAP}>
            {journal.abbreviation}
          </Text>
        )}
        <Box hiddenFrom="sm" id={`${id}-meta`}>
          <JournalMeta
            abbreviation={journal.abbreviation}
            issn={journal.issn ?? journal.eissn}
            publisher={journal.publisher}
            categories={journal.categories}
            impactFactor={null}
          />
        </Box>
      </Table.Td>
      <Table.Td visibleFrom="sm" fz="sm">
        {[journal.issn, journal.eissn].filter(Boolean).map((issn) => (
          <Text key={issn} fz="sm">
            {issn}
          </Text>
        ))}
      </Table.Td>
      <Table.Td visibleFrom="sm" fz="sm" style={WRAP}>
        {journal.publisher ?? '—'}
      </Table.Td>
      <Table.Td visibleFrom="sm" fz="sm" style={WRAP}>
        {journal.categories
          .map((category) => t(`categories.${category}`, { defaultValue: category }))
          .join(', ')}
      </Table.Td>
      {withImpact && <Table.Td fz="sm">{journal.impactFactor ?? '—'}</Table.Td>}
    </Table.Tr>
  );
}
