import type { ReferenceOrderItem } from '@galley/contracts';
import { Button } from '@mantine/core';
import { IconRefresh, IconTextScan2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What a reference's row, phone card and actions are given. */
export interface ReferenceRowProps {
  reference: ReferenceOrderItem;
  retrying: boolean;
  onOpen: (index: number) => void;
  onRetry: (index: number) => void;
}

/** A reference's actions (table row and phone card): compare with PubMed, and check again when N/A. */
export function ReferenceActions({ reference, retrying, onOpen, onRetry }: ReferenceRowProps) {
  const { t } = useTranslation('references');
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconTextScan2 size={14} />}
        disabled={reference.status === 'pending'}
        onClick={() => onOpen(reference.index)}
        aria-label={t('table.compareLabel', { number: reference.index })}
      >
        {t('table.compare')}
      </Button>
      {reference.status === 'not_applicable' && (
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          loading={retrying}
          onClick={() => onRetry(reference.index)}
          aria-label={t('table.retryLabel', { number: reference.index })}
        >
          {t('table.retry')}
        </Button>
      )}
    </>
  );
}
