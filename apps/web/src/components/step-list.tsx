import {
  Box,
  type MantineSpacing,
  SimpleGrid,
  type StyleProp,
  Text,
  ThemeIcon,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

interface StepListProps {
  /** The steps' names, in order, already translated. */
  steps: string[];
  /** The current step's index in `steps` (earlier ones are done, later ones to do). */
  activeIndex: number;
  /** The nav's accessible name. */
  label: string;
  /** "Step 2 of 4", read before each name by screen readers only. */
  describePosition: (number: number, total: number) => string;
  spacing: StyleProp<MantineSpacing>;
  testId: string;
}

/**
 * The Reference Converter's and the Manuscript Converter's steppers: one plain ordered list (not Mantine's
 * Stepper) so short labels fit side by side at 375 px, numbered circles turning to ticks, aria-current on the
 * current step. Shared so both converters look and read alike.
 */
export function StepList({ steps, activeIndex, label, describePosition, spacing, testId }: StepListProps) {
  return (
    <Box component="nav" aria-label={label} data-testid={testId}>
      <SimpleGrid
        component="ol"
        cols={steps.length}
        spacing={spacing}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {steps.map((name, position) => {
          const state = position < activeIndex ? 'done' : position === activeIndex ? 'current' : 'todo';
          return (
            <Box
              component="li"
              key={name}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
              style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6, minWidth: 0 }}
            >
              <ThemeIcon
                radius="xl"
                size={30}
                variant={state === 'todo' ? 'outline' : 'filled'}
                color={state === 'todo' ? 'gray.7' : 'ink'}
                aria-hidden
              >
                {state === 'done' ? (
                  <IconCheck size={16} />
                ) : (
                  <Text fz="sm" fw={700}>
                    {position + 1}
                  </Text>
                )}
              </ThemeIcon>
              <Text
                fz={{ base: 11, sm: 'sm' }}
                fw={state === 'current' ? 700 : 500}
                c={state === 'todo' ? 'dimmed' : undefined}
                ta="center"
                lh={1.25}
                style={{ overflowWrap: 'anywhere' }}
              >
                <VisuallyHidden>{describePosition(position + 1, steps.length)} </VisuallyHidden>
                {name}
              </Text>
            </Box>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
