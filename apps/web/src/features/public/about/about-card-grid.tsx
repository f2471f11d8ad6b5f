import { Paper, SimpleGrid, Text, Title } from '@mantine/core';

interface AboutCardGridProps {
  items: Array<{ title: string; text: string }>;
  columns: number;
}

/** Titled text cards laid out in a responsive grid. */
export function AboutCardGrid({ items, columns }: AboutCardGridProps) {
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
