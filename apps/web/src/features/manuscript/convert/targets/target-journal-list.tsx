import type { ArticleType } from '@galley/contracts';
import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { JournalMeta } from '../drawer/journal-meta.tsx';
import type { TargetRow } from './target-list.ts';

/** The chosen journals, in order, each with its details and a remove button; a hint while none is chosen. */
export function TargetJournalList({
  targets,
  articleType,
  onRemove,
}: {
  targets: readonly TargetRow[];
  articleType: ArticleType;
  onRemove: (journalId: string) => void;
}) {
  const { t } = useTranslation('manuscript-convert');
  if (targets.length === 0)
    return (
      <Text c="dimmed" fz="sm" data-testid="target-empty">
        {t('convert.empty')}
      </Text>
    );
  return (
    <Stack component="ol" gap={0} m={0} p={0} style={{ listStyle: 'none' }} data-testid="target-list">
      {targets.map((target, index) => (
        <Group
          component="li"
          key={target.journal_id}
          wrap="nowrap"
          align="flex-start"
          gap="sm"
          py="sm"
          style={{ borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-gray-3)' }}
          data-testid="target-row"
          data-journal-id={target.journal_id}
        >
          <Text fw={700} c="dimmed" w={24} ta="right" aria-hidden>
            {index + 1}
          </Text>
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {target.title}
            </Text>
            <JournalMeta
              abbreviation={target.abbreviation}
              publisher={target.publisher}
              categories={target.categories}
              impactFactor={target.impact_factor}
            />
            <Group gap={6}>
              <Badge variant="light" color="gray" size="sm" tt="none">
                {t(`manuscript:upload.articleType.${articleType}`)}
              </Badge>
            </Group>
          </Stack>
          <ActionIcon
            variant="subtle"
            color="red"
            onClick={() => onRemove(target.journal_id)}
            aria-label={t('convert.remove', { title: target.title })}
          >
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
