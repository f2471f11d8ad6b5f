import { Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconClipboardText, IconFileText, IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert.tsx';
import { subscriptionLimitOf } from '../../../lib/api/subscription-limit.ts';
import { SubscriptionLimitModal } from '../../billing/limit-modal/subscription-limit-modal.tsx';
import { referenceErrorMessage } from '../shared/reference-error-message.ts';
import { ReferencePageShell } from '../shared/reference-page-shell.tsx';
import { FileInputPanel } from './file-input-panel.tsx';
import { PdfInputPanel } from './pdf-input-panel.tsx';
import { summarizeUploads } from './pdf-uploads.ts';
import { TextInputPanel } from './text-input-panel.tsx';
import { useContinueOrder } from './use-continue-order.ts';
import { useGoToValidation } from './use-go-to-validation.ts';
import { usePdfOrder } from './use-pdf-order.ts';
import { useReferenceDraft } from './use-reference-draft.ts';
import { type OrderSource, useStartOrder } from './use-start-order.ts';

/** Step 1 (spec §2): enter references as text, a RIS/NBIB file or PDFs; then the check starts. */
export function ReferenceInputPage() {
  const { t } = useTranslation('references');
  const [problemKey, setProblemKey] = useState<string | null>(null);
  const [limitDismissed, setLimitDismissed] = useState<unknown>(null);
  const startOrder = useStartOrder();
  const pdf = usePdfOrder();
  const continueOrder = useContinueOrder();
  const goToValidation = useGoToValidation();
  const [draft, changeDraft] = useReferenceDraft();

  const failure = startOrder.error ?? pdf.error ?? continueOrder.error;
  const limited = subscriptionLimitOf(failure) !== null;
  const message = problemKey ? t(problemKey) : failure && !limited ? referenceErrorMessage(failure, t) : null;

  const reset = () => {
    setProblemKey(null);
    startOrder.reset();
    continueOrder.reset();
  };
  const started = (orderId: string, warnings: Parameters<typeof goToValidation>[1] = []) =>
    goToValidation(orderId, warnings);
  const startFrom = (source: OrderSource) => {
    reset();
    startOrder.mutate(source, { onSuccess: (order) => started(order.orderId, order.warnings) });
  };

  // Every PDF read: go straight on; with some unread the author decides (the panel's Continue).
  const summary = summarizeUploads(pdf.uploads);
  const continuedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!pdf.orderId || !summary.finished || summary.failed > 0 || continuedFor.current === pdf.orderId)
      return;
    continuedFor.current = pdf.orderId;
    continueOrder.mutate(pdf.orderId, { onSuccess: (orderId) => started(orderId) });
  });

  return (
    <ReferencePageShell step={1} title={t('input.title')} testId="reference-input-page">
      <Text c="dimmed">{t('input.intro')}</Text>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Tabs defaultValue="text" onChange={reset} keepMounted={false}>
            <Tabs.List grow>
              <Tabs.Tab value="text" leftSection={<IconClipboardText size={16} />}>
                {t('input.tabs.text')}
              </Tabs.Tab>
              <Tabs.Tab value="file" leftSection={<IconFileText size={16} />}>
                {t('input.tabs.file')}
              </Tabs.Tab>
              <Tabs.Tab value="pdf" leftSection={<IconFileTypePdf size={16} />}>
                {t('input.tabs.pdf')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="text" pt="md">
              <TextInputPanel
                busy={startOrder.isPending}
                draft={draft}
                onDraftChange={changeDraft}
                onProblem={setProblemKey}
                onSubmit={(text, split) => {
                  startFrom({ kind: 'text', text, split });
                }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="file" pt="md">
              <FileInputPanel
                busy={startOrder.isPending}
                onProblem={setProblemKey}
                onSubmit={(file, format) => {
                  startFrom({ kind: 'file', file, format });
                }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="pdf" pt="md">
              <PdfInputPanel
                uploads={pdf.uploads}
                running={pdf.running}
                continuing={continueOrder.isPending}
                onProblem={setProblemKey}
                onStart={(files) => {
                  reset();
                  void pdf.start(files);
                }}
                onContinue={() =>
                  pdf.orderId && continueOrder.mutate(pdf.orderId, { onSuccess: (id) => started(id) })
                }
              />
            </Tabs.Panel>
          </Tabs>
          <FormAlert message={message} testId="reference-input-error" />
        </Stack>
      </Paper>
      <SubscriptionLimitModal
        error={limited && limitDismissed !== failure ? failure : null}
        onClose={() => setLimitDismissed(failure)}
      />
    </ReferencePageShell>
  );
}
