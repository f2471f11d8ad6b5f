import { Table, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface GuideTableProps {
  title: string;
  headers: [string, string];
  rows: Array<{ key: string; label: ReactNode; value: string }>;
}

/** A titled two-column reference table (item and explanation). */
export function GuideTable({ title, headers, rows }: GuideTableProps) {
  return (
    <div>
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {/*
       * Fits the column it is in, down to a 375 px phone: two columns of wrapping text need no minimum
       * width, and a table wider than the screen hid its second column's ends behind a sideways scroll.
       */}
      <Table withTableBorder striped verticalSpacing="sm" style={{ overflowWrap: 'anywhere' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="32%">{headers[0]}</Table.Th>
            <Table.Th>{headers[1]}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td fw={600}>{row.label}</Table.Td>
              <Table.Td>{row.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
