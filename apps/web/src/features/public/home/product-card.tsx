import { Card, Stack, Text, Timeline, Title } from '@mantine/core';

interface ProductCardProps {
  name: string;
  summary: string;
  stepsLabel: string;
  steps: Array<{ title: string; text: string }>;
}

/** One product with its numbered how-it-works steps. */
export function ProductCard({ name, summary, stepsLabel, steps }: ProductCardProps) {
  return (
    <Card withBorder radius="md" padding="xl">
      <Stack gap="md">
        <Title order={3}>{name}</Title>
        <Text c="dimmed">{summary}</Text>
        <Text fw={600} size="sm" tt="uppercase" c="dimmed">
          {stepsLabel}
        </Text>
        <Timeline active={steps.length - 1} bulletSize={28} lineWidth={2}>
          {steps.map((step, index) => (
            <Timeline.Item
              key={step.title}
              bullet={
                <Text size="xs" fw={700}>
                  {index + 1}
                </Text>
              }
              title={step.title}
            >
              <Text size="sm" c="dimmed">
                {step.text}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Card>
  );
}
