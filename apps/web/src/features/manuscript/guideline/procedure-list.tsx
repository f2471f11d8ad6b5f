import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PROCEDURE_STEPS } from './procedure-steps.ts';

/** The guide's procedure tab: the converter's stages, as many and in the order the stepper shows them. */
export function ProcedureList() {
  const { t } = useTranslation(['manuscript', 'manuscript-dashboard']);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} fz={{ base: 'lg', sm: 'xl' }}>
          {t('manuscript:guideline.procedure.title', { count: PROCEDURE_STEPS.length })}
        </Title>
        <List type="ordered" spacing="sm" pr="sm">
          {PROCEDURE_STEPS.map((step) => (
            <List.Item key={step.key}>
              <Text fz="sm" component="span">
                {t(step.text)}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
