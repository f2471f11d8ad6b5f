import { List, Text, Timeline } from '@mantine/core';
import type { GuideStep } from './read-guide-steps.ts';

interface GuideStepsProps {
  steps: GuideStep[];
}

/** A numbered procedure: each step has a title, a paragraph and optional bullet points. */
export function GuideSteps({ steps }: GuideStepsProps) {
  return (
    <Timeline active={steps.length - 1} bulletSize={30} lineWidth={2}>
      {steps.map((step, index) => (
        <Timeline.Item
          key={step.title}
          bullet={
            <Text size="sm" fw={700}>
              {index + 1}
            </Text>
          }
          title={
            <Text fw={700} size="lg">
              {step.title}
            </Text>
          }
        >
          <Text mt={4}>{step.text}</Text>
          {step.points.length > 0 && (
            <List mt="xs" spacing={6} withPadding>
              {step.points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
