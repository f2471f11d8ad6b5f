import type { ConvertOutputStatus } from '@galley/contracts';
import { Badge, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ConvertOutputStatus, string> = {
  queued: 'gray',
  converting: 'blue',
  complete: 'green',
  failed: 'red',
};

/** A journal's state in words (colour is only a second cue); a spinner while it converts. */
export function OutputStatusBadge({ status }: { status: ConvertOutputStatus }) {
  const { t } = useTranslation('manuscript-convert');
  return (
    <Badge
      color={COLOURS[status]}
      variant="light"
      size="lg"
      tt="none"
      style={{ flex: 'none' }}
      leftSection={status === 'converting' ? <Loader size={12} color="blue" aria-hidden /> : null}
      data-testid="output-status"
      data-status={status}
    >
      {t(`status.states.${status}`)}
    </Badge>
  );
}
