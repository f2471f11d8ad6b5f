import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** The manuscript area's entry; the manuscript issue replaces it with the dashboard. */
export function ManuscriptHomePage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('common:documentTitle', { page: t('manuscript.title') }));
  return (
    <Container size="md" py={{ base: 32, sm: 56 }} data-testid="manuscript-home-page">
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="sm">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('manuscript.title')}
          </Title>
          <Text c="dimmed">{t('manuscript.comingSoon')}</Text>
        </Stack>
      </Paper>
    </Container>
  );
}
