import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * One tab of the guide: a heading and its items (keys under `guideline.<section>.<group>`), numbered when the
 * order matters (the procedure).
 */
export function GuidelineList({
  section,
  group,
  keys,
  ordered = false,
  values,
}: {
  section: string;
  group: 'steps' | 'items';
  keys: readonly string[];
  ordered?: boolean;
  values?: Record<string, string | number>;
}) {
  const { t } = useTranslation('manuscript-dashboard');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} fz={{ base: 'lg', sm: 'xl' }}>
          {t(`guideline.${section}.title`)}
        </Title>
        <List type={ordered ? 'ordered' : 'unordered'} spacing="sm" pr="sm">
          {keys.map((key) => (
            <List.Item key={key}>
              <Text fz="sm" component="span">
                {t(`guideline.${section}.${group}.${key}`, values)}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
