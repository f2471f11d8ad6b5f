import { Button } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconClockOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { DASHBOARD_PATH } from './conversion-paths.ts';

/**
 * A board page that cannot show its conversion: not found (or another user's), expired 30 days after
 * completion (spec §4: no download or access after), or a failed load with its message.
 */
export function BoardProblem({
  kind,
  message,
}: {
  kind: 'notFound' | 'expired' | 'error';
  message?: string;
}) {
  const { t } = useTranslation('manuscript');
  const lp = useLocalePath();
  const title =
    kind === 'expired'
      ? t('board.expiredTitle')
      : kind === 'notFound'
        ? t('board.notFoundTitle')
        : t('board.title');
  useDocumentTitle(t('common:documentTitle', { page: title }));
  return (
    <StatusPanel
      icon={kind === 'expired' ? <IconClockOff size={28} /> : <IconAlertCircle size={28} />}
      color={kind === 'expired' ? 'gray' : 'red'}
      title={title}
      testId={`board-${kind}`}
      actions={
        <Button component={Link} to={lp(DASHBOARD_PATH)}>
          {t('board.toDashboard')}
        </Button>
      }
    >
      {kind === 'expired' ? t('board.expired') : kind === 'notFound' ? t('board.notFound') : message}
    </StatusPanel>
  );
}
