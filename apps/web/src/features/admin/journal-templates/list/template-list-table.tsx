import type { JournalTemplateSummary } from '@galley/contracts';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../../app/locale/use-locale.ts';
import { useLocalePath } from '../../../../app/locale/use-locale-path.ts';
import { formatWhen } from '../../shared/format-when.ts';

/** The templates of one page: name (to the editor), kind, category, journals, version and the last save. */
export function TemplateListTable({ rows }: { rows: readonly JournalTemplateSummary[] }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const lp = useLocalePath();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="template-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('templates.columns.name')}</Table.Th>
            <Table.Th>{t('templates.columns.kind')}</Table.Th>
            <Table.Th>{t('templates.columns.category')}</Table.Th>
            <Table.Th ta="right">{t('templates.columns.journals')}</Table.Th>
            <Table.Th ta="right">{t('templates.columns.version')}</Table.Th>
            <Table.Th>{t('templates.columns.updated')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="template-row" data-key={row.key}>
              <Table.Td>
                <Anchor component={Link} to={lp(`/admin/templateEditor/edit/${row.id}`)} fw={600}>
                  {row.name}
                </Anchor>
                <Text fz="xs" c="dimmed">
                  {row.key}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={row.kind === 'family' ? 'blue' : 'grape'}>
                  {t(`templates.kinds.${row.kind}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{row.category}</Table.Td>
              <Table.Td ta="right">{row.journal_count.toLocaleString(locale)}</Table.Td>
              <Table.Td ta="right">{row.version}</Table.Td>
              <Table.Td>
                <Text fz="sm">{formatWhen(row.updated_at, locale)}</Text>
                <Text fz="xs" c="dimmed">
                  {row.updated_by?.email ?? t('templates.seeded')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
