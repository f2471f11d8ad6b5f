import { Paper, SimpleGrid, Text, Title } from '@mantine/core';

interface TextCardGridProps {
  items: Array<{ title: string; text: string }>;
  columns: number;
}

/** Titled text cards in a responsive grid: one column on phones, `columns` from the small breakpoint up. */
export function TextCardGrid({ items, columns }: TextCardGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: columns }} spacing="lg">
      {items.map((item) => (
        <Paper key={item.title} withBorder radius="md" p="lg">
          <Title order={3} size="h4">
            {item.title}
          </Title>
          <Text c="dimmed" mt="xs">
            {item.text}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
