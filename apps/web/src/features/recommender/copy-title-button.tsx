import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Copies one title as plain text; a browser that refuses gets a message saying to copy it by hand. The button's name
 * stays its visible text (Copy / Copied); the title it copies describes it.
 */
export function CopyTitleButton({
  title,
  titleId,
  testId,
}: {
  title: string;
  titleId: string;
  testId: string;
}) {
  const { t } = useTranslation('recommender');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      const clipboard = globalThis.navigator?.clipboard;
      if (!clipboard) throw new Error('Clipboard unavailable');
      await clipboard.writeText(title);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      notifications.show({
        color: 'red',
        title: t('copy.failedTitle'),
        message: t('copy.failed'),
        closeButtonProps: { 'aria-label': t('common:actions.close') },
      });
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      onClick={() => void copy()}
      leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
      aria-describedby={titleId}
      data-testid={testId}
    >
      <span aria-live="polite">{copied ? t('copy.copied') : t('copy.copy')}</span>
    </Button>
  );
}
