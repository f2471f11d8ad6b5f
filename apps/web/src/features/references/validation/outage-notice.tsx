import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconServerOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Outage } from './outage.ts';

/**
 * Spec §8's outage notices: PubMed ('Server is not working properly. Please try again later.') or the
 * AI service was unreachable, so some references are N/A; retry them, or continue with the checked ones.
 */
export function OutageNotice({
  outage,
  busy,
  onRetry,
  onContinue,
}: {
  outage: Outage;
  busy: 'retry' | 'continue' | null;
  onRetry: () => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation('references');
  if (outage.pubmed === 0 && outage.ai === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconServerOff size={18} />}
      title={t(outage.ai > 0 ? 'outage.aiTitle' : 'outage.pubmedTitle')}
      role="alert"
      data-testid="outage-notice"
    >
      <Stack gap="xs" align="flex-start">
        <Text fz="sm">
          {outage.ai > 0
            ? t('outage.ai', { count: outage.ai })
            : t('outage.pubmed', { count: outage.pubmed })}
        </Text>
        <Text fz="sm">{t('outage.canContinue')}</Text>
        <Group gap="xs">
          <Button size="xs" onClick={onRetry} loading={busy === 'retry'} disabled={busy !== null}>
            {t('outage.retry')}
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={onContinue}
            loading={busy === 'continue'}
            disabled={busy !== null}
          >
            {t('outage.continue')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
