import type { ComparedField } from '@galley/contracts';
import { Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error.ts';
import { subscriptionLimitOf } from '../../../lib/api/subscription-limit.ts';
import { RealtimeStatus } from '../../../lib/realtime/realtime-status.tsx';
import { SubscriptionLimitModal } from '../../billing/limit-modal/subscription-limit-modal.tsx';
import { referenceErrorMessage } from '../shared/reference-error-message.ts';
import { ReferencePageShell } from '../shared/reference-page-shell.tsx';
import { ChooseStylePanel } from '../style/choose-style-panel.tsx';
import { DiffModal } from './diff-modal/diff-modal.tsx';
import { InputWarnings } from './input-warnings.tsx';
import { InvalidApproach } from './invalid-approach.tsx';
import { outageOf } from './outage.ts';
import { OutageNotice } from './outage-notice.tsx';
import { ReferenceTable } from './reference-table.tsx';
import { type StatusFilter, statusCounts } from './status-filter.ts';
import { StatusFilterChips } from './status-filter-chips.tsx';
import { useValidationActions } from './use-validation-actions.ts';
import { useValidationState } from './use-validation-state.ts';
import { ValidationFailure } from './validation-failure.tsx';
import { ValidationProgressPanel } from './validation-progress-panel.tsx';

/** Step 2 of one order: progress, the reference table with filters and the diff modal; then step 3 below. */
export function ValidationView({ orderId }: { orderId: string }) {
  const { t } = useTranslation('references');
  const { order, progress, start } = useValidationState(orderId);
  const { retryReference, afterOutage, takePubmed } = useValidationActions(orderId);
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [limitSeen, setLimitSeen] = useState<unknown>(null);

  const references = order.data?.references;
  const counts = useMemo(() => statusCounts(references ?? []), [references]);
  const outage = useMemo(() => outageOf(references ?? []), [references]);
  const onOpen = useCallback((index: number) => setOpenIndex(index), []);
  const retry = retryReference.mutate;
  const onRetry = useCallback((index: number) => retry(index), [retry]);

  const done = progress?.phase === 'done';
  const limitError = start.error ?? retryReference.error ?? afterOutage.error;
  const title = t(done ? 'validate.titleDone' : 'validate.title');

  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404;
    return (
      <ReferencePageShell step={2} title={title} testId="reference-validate-page">
        <InvalidApproach message={missing ? undefined : referenceErrorMessage(order.error, t)} />
      </ReferencePageShell>
    );
  }

  return (
    <ReferencePageShell step={done ? 3 : 2} title={title} testId="reference-validate-page">
      <RealtimeStatus />
      <InputWarnings />
      {!progress ? (
        <Skeleton h={220} radius="lg" data-testid="validation-loading" />
      ) : (
        <ValidationProgressPanel progress={progress} />
      )}
      {progress?.phase === 'failed' && (
        <ValidationFailure detail={progress.failure} busy={start.isPending} onRetry={() => start.mutate()} />
      )}
      {done && (
        <OutageNotice
          outage={outage}
          busy={afterOutage.isPending ? (afterOutage.variables ?? null) : null}
          onRetry={() => afterOutage.mutate('retry')}
          onContinue={() => afterOutage.mutate('continue')}
        />
      )}
      {references && (
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="sm">
            <Group justify="space-between" gap="xs">
              <Title order={2} fz={{ base: 'md', sm: 'lg' }}>
                {t('table.title')}
              </Title>
            </Group>
            <StatusFilterChips counts={counts} value={filter} onChange={setFilter} />
            <ReferenceTable
              references={references}
              filter={filter}
              shown={counts[filter]}
              retryingIndex={retryReference.isPending ? (retryReference.variables ?? null) : null}
              onOpen={onOpen}
              onRetry={onRetry}
            />
          </Stack>
        </Paper>
      )}
      {done && <ChooseStylePanel orderId={orderId} />}
      <DiffModal
        reference={references?.find((reference) => reference.index === openIndex) ?? null}
        takingFields={takePubmed.isPending ? (takePubmed.variables?.take ?? []) : ([] as ComparedField[])}
        onTake={(take) => openIndex !== null && takePubmed.mutate({ index: openIndex, take })}
        onClose={() => setOpenIndex(null)}
      />
      <SubscriptionLimitModal
        error={subscriptionLimitOf(limitError) && limitSeen !== limitError ? limitError : null}
        onClose={() => setLimitSeen(limitError)}
      />
    </ReferencePageShell>
  );
}
