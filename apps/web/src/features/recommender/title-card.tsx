import type { RecommendedTitle, RecommendTitlesResponse } from '@galley/contracts';
import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyTitleButton } from './copy-title-button.tsx';
import { UseAsTitleButton } from './use-as-title-button.tsx';

/** The conversion the abstract came from, its title now, and what to do when a candidate is sent into it. */
export interface TitleTarget {
  conversionId: string;
  currentTitle: string | null;
  onUsed: (title: string) => void;
}

/** One candidate: its kind, the title, its length against the journal's limit, the key terms, an over-claim warning. */
export function TitleCard({
  candidate,
  limits,
  index,
  target,
}: {
  candidate: RecommendedTitle;
  limits: RecommendTitlesResponse['limits'];
  index: number;
  /** Set when the abstract came from a conversion: the card offers to use the title there. */
  target?: TitleTarget | undefined;
}) {
  const { t } = useTranslation('recommender');
  const words = limits.max_words
    ? t('card.wordsOfLimit', { count: candidate.words, limit: limits.max_words })
    : t('card.words', { count: candidate.words });
  const chars = limits.max_chars
    ? t('card.charsOfLimit', { count: candidate.chars, limit: limits.max_chars })
    : t('card.chars', { count: candidate.chars });
  return (
    <Card withBorder padding="md" radius="md" component="li" data-testid="title-candidate">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Badge variant="light" color="blue">
            {t(`kind.${candidate.kind}`)}
          </Badge>
          <Group gap="xs" justify="flex-end">
            {target && (
              <UseAsTitleButton
                conversionId={target.conversionId}
                title={candidate.title}
                titleId={`candidate-title-${index}`}
                testId={`use-title-${index}`}
                inUse={target.currentTitle === candidate.title}
                onUsed={target.onUsed}
              />
            )}
            <CopyTitleButton
              title={candidate.title}
              titleId={`candidate-title-${index}`}
              testId={`copy-title-${index}`}
            />
          </Group>
        </Group>
        <Title
          order={3}
          fz="md"
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
          data-testid="title-text"
          id={`candidate-title-${index}`}
        >
          {candidate.title}
        </Title>
        <Group gap="xs">
          <Text fz="sm" c={candidate.over_limit ? 'red.8' : 'dimmed'}>
            {words} · {chars}
          </Text>
          {candidate.over_limit && (
            <Badge color="red" variant="outline">
              {t('card.overLimit')}
            </Badge>
          )}
        </Group>
        {candidate.key_terms.length > 0 && (
          <Text fz="sm" c="dimmed">
            {t('card.keyTerms', { terms: candidate.key_terms.join(', ') })}
          </Text>
        )}
        {candidate.overclaim && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} p="xs">
            <Text fz="sm">{t('card.overclaim')}</Text>
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
