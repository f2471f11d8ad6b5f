import type { ButtonMode } from '@galley/manuscript/board';
import { Button, Group, Loader, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BoardWords } from '../rules/step-words.ts';

interface BottomBarProps {
  mode: ButtonMode;
  words: BoardWords;
  saving: boolean;
  seconds: number;
  /** The explain-required line, shown while a required step has nothing highlighted. */
  explainRequired: boolean;
  onBack(): void;
  onNext(): void;
}

/**
 * Spec §4's bottom bar: back, and one button in mode confirm (a required step, or highlights made), pass (an
 * optional step with none) or error (a required step confirmed empty); while saving it counts the seconds.
 */
export function BottomBar({ mode, words, saving, seconds, explainRequired, onBack, onNext }: BottomBarProps) {
  const { t } = useTranslation('manuscript-confirm');
  const label =
    mode === 'pass'
      ? words.bottom_bar['pass-button']
      : mode === 'error'
        ? t('errorButton')
        : words.bottom_bar['confirm-button'];
  return (
    <Paper
      withBorder
      shadow="md"
      radius="md"
      p="sm"
      style={{ position: 'sticky', bottom: 8, zIndex: 200 }}
      data-testid="confirm-bottom-bar"
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Button variant="default" onClick={onBack} disabled={saving} data-testid="confirm-back">
          {t('back')}
        </Button>
        {explainRequired ? (
          <Text
            size="sm"
            c={mode === 'error' ? 'red.8' : 'dimmed'}
            style={{ flex: 1, minWidth: 0 }}
            role={mode === 'error' ? 'alert' : undefined}
          >
            {mode === 'error' ? t('messages.requiredStepEmpty') : words.bottom_bar['explain-required']}
          </Text>
        ) : (
          <span style={{ flex: 1 }} />
        )}
        <Button
          onClick={onNext}
          disabled={saving}
          color={mode === 'error' ? 'red.9' : undefined}
          variant={mode === 'pass' ? 'default' : 'filled'}
          data-testid="confirm-next"
          data-mode={mode}
          leftSection={saving ? <Loader size="xs" color="gray" /> : undefined}
          style={{ flexShrink: 0 }}
        >
          {saving ? t('saving', { count: seconds }) : label}
        </Button>
      </Group>
    </Paper>
  );
}
