import type { StepDefinition } from '@galley/contracts';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface BoardHeadingProps {
  name: string;
  /** "Step n of m" and the step set's name. */
  position: { current: number; total: number; set?: string | undefined };
  definition: StepDefinition | undefined;
  count: number;
  explanation: string;
}

/** Spec §2: the confirm board's title and explanation (explain_bar), with the step's place and its highlights. */
export function BoardHeading({ name, position, definition, count, explanation }: BoardHeadingProps) {
  const { t } = useTranslation('manuscript-confirm');
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('stepOf', { current: position.current, total: position.total })}
        </Text>
        {position.set ? (
          <Text size="sm" c="dimmed">
            · {position.set}
          </Text>
        ) : null}
      </Group>
      <Group gap="sm" wrap="wrap" align="center">
        <Title order={2} fz={{ base: 22, sm: 26 }} data-testid="confirm-step-title">
          {name}
        </Title>
        <Badge color={definition?.required ? 'red' : 'gray'} variant="light">
          {definition?.required ? t('requiredBadge') : t('optionalBadge')}
        </Badge>
        <Text size="sm" c="dimmed" data-testid="confirm-count">
          {t('highlightCount', { count })}
        </Text>
      </Group>
      <Text data-testid="confirm-explain">{explanation}</Text>
      {definition?.multiple ? <Text size="sm">{t('multipleHint')}</Text> : null}
      <Text size="sm" c="dimmed">
        {t('howTo')}
      </Text>
    </Stack>
  );
}
