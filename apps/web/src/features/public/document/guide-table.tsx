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
      <Table.ScrollContainer minWidth={480}>
        <Table withTableBorder striped verticalSpacing="sm">
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
      </Table.ScrollContainer>
    </div>
  );
}
