import { Box, SimpleGrid, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REFERENCE_STEPS } from './reference-steps.ts';

/**
 * The converter's four steps (spec §2): enter → PMID check → style → copy/download. A plain ordered list
 * (not Mantine's Stepper) so four labels fit side by side at 375 px; the current one has aria-current.
 */
export function ReferenceStepper({ active }: { active: 1 | 2 | 3 | 4 }) {
  const { t } = useTranslation('references');
  return (
    <Box component="nav" aria-label={t('steps.label')} data-testid="reference-stepper">
      <SimpleGrid
        component="ol"
        cols={4}
        spacing={{ base: 4, sm: 'md' }}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {REFERENCE_STEPS.map((key, position) => {
          const number = position + 1;
          const state = number < active ? 'done' : number === active ? 'current' : 'todo';
          return (
            <Box
              component="li"
              key={key}
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
                    {number}
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
                <VisuallyHidden>{t('steps.position', { number, total: 4 })} </VisuallyHidden>
                {t(`steps.${key}`)}
              </Text>
            </Box>
          );
        })}
      </SimpleGrid>
    </Box>
  );
}
