import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clipboardPayload } from './clipboard-payload.ts';
import { copyToClipboard } from './copy-to-clipboard.ts';
import type { CompiledEntry } from './use-compiled-references.ts';

/** Copies the formatted list, rich and plain (spec §8 message when the browser refuses). */
export function CopyButton({ entries }: { entries: readonly CompiledEntry[] }) {
  const { t } = useTranslation('reference-results');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await copyToClipboard(clipboardPayload(entries));
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      notifications.show({
        color: 'red',
        title: t('result.copyFailedTitle'),
        message: t('errors.copyFailed'),
      });
    }
  };
  return (
    <Button
      onClick={() => void copy()}
      disabled={entries.length === 0}
      leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
      data-testid="result-copy"
    >
      <span aria-live="polite">{copied ? t('result.copied') : t('result.copy')}</span>
    </Button>
  );
}
