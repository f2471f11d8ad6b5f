import { Badge, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutputPhase } from './output-phase.ts';

const COLOURS: Record<OutputPhase, string> = {
  queued: 'gray',
  converting: 'blue',
  finishing: 'blue',
  complete: 'green',
  failed: 'red',
};

/** A journal's state in words (colour is only a second cue); a spinner while it converts. */
export function OutputStatusBadge({ status }: { status: OutputPhase }) {
  const { t } = useTranslation('manuscript-convert');
  return (
    <Badge
      color={COLOURS[status]}
      variant="light"
      size="lg"
      tt="none"
      style={{ flex: 'none' }}
      leftSection={
        status === 'converting' || status === 'finishing' ? (
          <Loader size={12} color="blue" aria-hidden />
        ) : null
      }
      data-testid="output-status"
      data-status={status}
    >
      {t(`status.states.${status}`)}
    </Badge>
  );
}
