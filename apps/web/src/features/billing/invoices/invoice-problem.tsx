import { Button } from '@mantine/core';
import { IconFileOff, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';

/** The invoice could not be shown: a 404 (none, or another user's) says so; anything else offers Retry. */
export function InvoiceProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('invoices');
  const lp = useLocalePath();
  const notFound = error instanceof ApiError && error.status === 404;
  const back = (
    <Button component={Link} to={lp('/users/profile?tab=payments')} variant="default">
      {t('invoice.backToHistory')}
    </Button>
  );
  return (
    <StatusPanel
      icon={<IconFileOff size={28} />}
      color={notFound ? 'yellow' : 'red'}
      title={t(notFound ? 'invoice.notFound' : 'invoice.loadFailed')}
      testId={notFound ? 'invoice-not-found' : 'invoice-error'}
      actions={
        notFound ? (
          back
        ) : (
          <Button leftSection={<IconRefresh size={16} />} onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        )
      }
    >
      {t(notFound ? 'invoice.notFoundBody' : 'invoice.loadFailedBody')}
    </StatusPanel>
  );
}
