import { Alert, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconFileText, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What My Conversions shows instead of rows: nothing yet (or nothing under this filter), or a load error. */
export function ConversionListState({
  kind,
  message,
  busy,
  onNew,
  onShowAll,
  onRetry,
}: {
  kind: 'empty' | 'emptyFiltered' | 'error';
  message?: string;
  busy?: boolean;
  onNew: () => void;
  onShowAll: () => void;
  onRetry: () => void;
}) {
  const { t } = useTranslation('manuscript-dashboard');
  if (kind === 'error') {
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t('dashboard.loadError')}
        role="alert"
        data-testid="conversions-error"
      >
        <Stack gap="xs" align="flex-start">
          {message && <Text fz="sm">{message}</Text>}
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('dashboard.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} data-testid="conversions-empty">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
          <IconFileText size={26} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          {kind === 'empty' ? t('dashboard.emptyTitle') : t('dashboard.emptyFiltered')}
        </Title>
        {kind === 'empty' && <Text c="dimmed">{t('dashboard.empty')}</Text>}
        {kind === 'empty' ? (
          <Button leftSection={<IconPlus size={18} />} onClick={onNew} loading={busy} mt="xs">
            {t('dashboard.new')}
          </Button>
        ) : (
          <Button variant="default" onClick={onShowAll}>
            {t('dashboard.showAll')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
