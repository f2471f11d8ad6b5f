import type { ReferenceSettingInput } from '@galley/contracts';
import { Button, Group } from '@mantine/core';
import { IconArrowBackUp, IconSortAscendingLetters } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '../export/export-menu.tsx';
import { CopyButton } from './copy-button.tsx';
import type { ListedReference } from './included-references.ts';
import { ResetOrderButton } from './reset-order-button.tsx';
import type { ListSort } from './result-choices.ts';
import type { CompiledEntry } from './use-compiled-references.ts';

/** The result list's actions (spec §2): copy, sort alphabetically, restore, export, reset. */
export function ResultToolbar({
  orderId,
  entries,
  listed,
  setting,
  onSort,
}: {
  orderId: string;
  entries: readonly CompiledEntry[];
  listed: readonly ListedReference[];
  setting: ReferenceSettingInput | null;
  onSort: (sort: ListSort) => void;
}) {
  const { t } = useTranslation('reference-results');
  return (
    <Group gap="xs" role="group" aria-label={t('result.toolbarLabel')} data-testid="result-toolbar">
      <CopyButton entries={entries} />
      <Button
        variant="default"
        leftSection={<IconSortAscendingLetters size={18} aria-hidden />}
        onClick={() => onSort('alphabetical')}
        data-testid="result-sort"
      >
        {t('result.sort')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconArrowBackUp size={18} aria-hidden />}
        onClick={() => onSort('input')}
        data-testid="result-restore"
      >
        {t('result.restore')}
      </Button>
      <ExportMenu listed={listed} setting={setting} />
      <ResetOrderButton orderId={orderId} />
    </Group>
  );
}
