import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconFileImport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-error.ts';
import { describeApiError } from '../../lib/api/describe-api-error.ts';
import { useSendTitle } from './use-send-title.ts';

/**
 * "Use as title": sends the candidate back into the conversion the abstract came from, as its title step text. Named
 * by its visible text (Use as title / Title in use), described by the title it sends, like the copy button.
 */
export function UseAsTitleButton({
  conversionId,
  title,
  titleId,
  testId,
  inUse,
  onUsed,
}: {
  conversionId: string;
  title: string;
  titleId: string;
  testId: string;
  inUse: boolean;
  onUsed: (title: string) => void;
}) {
  const { t } = useTranslation('recommender');
  const send = useSendTitle();
  const use = () =>
    send.mutate(
      { conversion_id: conversionId, title },
      {
        // The card's own state (Title in use, announced) and the conversion's title line say it worked.
        onSuccess: (answer) => onUsed(answer.title),
        onError: (error) =>
          notifications.show({
            color: 'red',
            closeButtonProps: { 'aria-label': t('common:actions.close') },
            title: t('use.failedTitle'),
            // A conversion already converting or converted keeps its title: say so in the user's language.
            message:
              error instanceof ApiError && error.code === 'not_draft'
                ? t('use.notDraft')
                : describeApiError(error, t),
          }),
      },
    );
  return (
    <Button
      size="xs"
      variant={inUse ? 'filled' : 'default'}
      color={inUse ? 'teal' : undefined}
      loading={send.isPending}
      onClick={use}
      leftSection={inUse ? <IconCheck size={16} aria-hidden /> : <IconFileImport size={16} aria-hidden />}
      aria-describedby={titleId}
      data-testid={testId}
    >
      <span aria-live="polite">{inUse ? t('use.inUse') : t('use.use')}</span>
    </Button>
  );
}
