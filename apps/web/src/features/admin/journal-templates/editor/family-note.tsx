import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { JournalFamily } from './use-journal-family.ts';

const TEXT = {
  chooseJournal: 'editor.familyNeedsJournal',
  loading: 'editor.familyLoading',
  loadError: 'editor.familyLoadError',
} as const;

/** Why a journal template's inherited parts are not shown (yet): said in a live region, a failure as an alert. */
export function FamilyNote({ family }: { family: JournalFamily }) {
  const { t } = useTranslation('admin');
  const { note } = family;
  if (!note) return null;
  const failed = note === 'loadError';
  return (
    <Group gap="xs" wrap="wrap">
      <Text
        fz="sm"
        c={failed ? 'red.9' : 'dimmed'}
        role={failed ? 'alert' : 'status'}
        data-testid="family-note"
        data-note={note}
      >
        {t(TEXT[note])}
      </Text>
      {failed && (
        <Button size="xs" variant="light" onClick={family.retry}>
          {t('list.retry')}
        </Button>
      )}
    </Group>
  );
}
