import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** `/admin/templateEditor`: staff only; the reference issue builds the editor itself. */
export function TemplateEditorPage() {
  const { t } = useTranslation('account');
  useDocumentTitle(t('common:documentTitle', { page: t('admin.templateEditorTitle') }));
  return (
    <Container size="md" py={{ base: 32, sm: 56 }} data-testid="template-editor-page">
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="sm">
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {t('admin.templateEditorTitle')}
          </Title>
          <Text c="dimmed">{t('admin.comingSoon')}</Text>
        </Stack>
      </Paper>
    </Container>
  );
}
