import { Stack, Text, Title } from '@mantine/core';

interface GuidePanelHeadingProps {
  title: string;
  intro: string;
}

export function GuidePanelHeading({ title, intro }: GuidePanelHeadingProps) {
  return (
    <Stack gap="xs">
      <Title order={2}>{title}</Title>
      <Text size="lg" c="dimmed">
        {intro}
      </Text>
    </Stack>
  );
}
