import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { ReferencePageShell } from '../shared/reference-page-shell.tsx';

/** /reference/bibliography/edit until the template editor (issue 16) replaces it. */
export function TemplateEditorPlaceholderPage() {
  const { t } = useTranslation('references');
  const lp = useLocalePath();
  return (
    <ReferencePageShell step={3} title={t('editor.title')} testId="reference-editor-page">
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="sm">
          <Text>{t('editor.comingSoon')}</Text>
          <Anchor component={Link} to={lp('/reference')} fw={600}>
            {t('editor.back')}
          </Anchor>
        </Stack>
      </Paper>
    </ReferencePageShell>
  );
}
