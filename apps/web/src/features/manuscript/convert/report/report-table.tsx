import { Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { LimitRow } from './report-model.ts';

/** Counts against limits as a small table; a row over (or under) its limit is marked in words, not colour only. */
export function ReportTable({ caption, rows }: { caption: string; rows: readonly LimitRow[] }) {
  const { t, i18n } = useTranslation('manuscript-convert');
  const number = new Intl.NumberFormat(i18n.language);
  const limitText = (limit: LimitRow['limit']) => {
    if (!limit) return t('report.noLimit');
    if (limit.min !== null && limit.max !== null)
      return t('report.between', { min: number.format(limit.min), max: number.format(limit.max) });
    if (limit.min !== null) return t('report.atLeast', { min: number.format(limit.min) });
    return t('report.atMost', { max: number.format(limit.max ?? 0) });
  };
  return (
    <Table withTableBorder verticalSpacing={6} fz="sm" layout="fixed">
      <Table.Caption style={{ captionSide: 'top', textAlign: 'start', fontWeight: 700, color: 'inherit' }}>
        {caption}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('report.columns.item')}</Table.Th>
          <Table.Th ta="end">{t('report.columns.count')}</Table.Th>
          <Table.Th>{t('report.columns.limit')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key} data-testid={`report-row-${row.key}`} data-over={row.over}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{t(`report.rows.${row.key}`)}</Table.Td>
            <Table.Td ta="end">{number.format(row.count)}</Table.Td>
            <Table.Td>
              <Text
                span
                fz="sm"
                c={row.over ? 'orange.9' : undefined}
                style={{ display: 'inline-flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}
              >
                {row.over ? (
                  <IconAlertTriangle size={14} aria-hidden />
                ) : (
                  row.limit && <IconCheck size={14} aria-hidden />
                )}
                {limitText(row.limit)}
                {row.over && (
                  <Text span fz="sm" fw={600}>
                    {t('report.outside')}
                  </Text>
                )}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
