import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconBan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { orderIdParam } from '../shared/order-id-param.ts';
import { referenceErrorMessage } from '../shared/reference-error-message.ts';
import { ReferencePageShell } from '../shared/reference-page-shell.tsx';
import { ReferenceResultView } from './reference-result-view.tsx';
import { resultPageState } from './result-page-state.ts';
import { useReferenceOrder } from './use-reference-order.ts';

/** `/reference/bibliography/result?reference_order=ID` (step 4): the formatted list, copy and export. */
export function ReferenceResultPage() {
  const { t } = useTranslation('reference-results');
  const lp = useLocalePath();
  const [params] = useSearchParams();
  const orderId = orderIdParam(params);
  const order = useReferenceOrder(orderId);
  const state = resultPageState(orderId, order);
  useDocumentTitle(
    t('common:documentTitle', { page: t(state === 'invalid' ? 'result.invalidTitle' : 'result.title') }),
  );

  if (state === 'invalid') {
    return (
      <StatusPanel
        icon={<IconBan size={28} />}
        color="red"
        title={t('result.invalidTitle')}
        testId="result-invalid"
        actions={
          <Button component={Link} to={lp('/reference')}>
            {t('result.startOver')}
          </Button>
        }
      >
        {t('result.invalidBody')}
      </StatusPanel>
    );
  }
  return (
    <ReferencePageShell step={4} title={t('result.title')} testId="reference-result-page">
      {state === 'loading' && (
        <Stack gap="md" data-testid="result-loading">
          <Skeleton h={56} radius="lg" />
          <Skeleton h={320} radius="lg" />
        </Stack>
      )}
      {state === 'failed' && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertCircle size={18} />}
          data-testid="result-load-error"
        >
          {referenceErrorMessage(order.error, t)}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void order.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      )}
      {state === 'ready' && order.data && (
        <ReferenceResultView key={order.data.reference_order} order={order.data} />
      )}
    </ReferencePageShell>
  );
}
