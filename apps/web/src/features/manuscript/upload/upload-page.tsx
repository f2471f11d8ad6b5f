import type { ArticleType } from '@galley/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { StatusLoader } from '../../../components/status-loader.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { AiOutageDialog } from '../auto-tag/ai-outage-dialog.tsx';
import { useStartAutoTag } from '../auto-tag/use-start-auto-tag.ts';
import { BoardProblem } from '../shared/board-problem.tsx';
import { conversionPath } from '../shared/conversion-paths.ts';
import { manuscriptErrorMessage } from '../shared/manuscript-error-message.ts';
import { ManuscriptPageShell } from '../shared/manuscript-page-shell.tsx';
import { useConversion } from '../shared/use-conversion.ts';
import { useConversionId } from '../shared/use-conversion-id.ts';
import { ArticleTypeSelect } from './article-type-select.tsx';
import { FileDropZone } from './file-drop-zone.tsx';
import { RequiredChecklistPanel } from './required-checklist-panel.tsx';
import { UploadStatus } from './upload-status.tsx';
import { useChecklist } from './use-checklist.ts';
import { useManuscriptUpload } from './use-manuscript-upload.ts';

/** The upload board (spec §2, §5): one Word file, the article type, the required-items checklist, then Next. */
export function UploadPage() {
  const conversionId = useConversionId();
  const conversion = useConversion(conversionId);
  if (conversionId === null || (conversion.error instanceof ApiError && conversion.error.status === 404))
    return <BoardProblem kind="notFound" />;
  return <UploadBoard conversionId={conversionId} conversion={conversion} />;
}

function UploadBoard({
  conversionId,
  conversion,
}: {
  conversionId: string;
  conversion: ReturnType<typeof useConversion>;
}) {
  const { t } = useTranslation('manuscript');
  const lp = useLocalePath();
  const upload = useManuscriptUpload(conversionId);
  const autoTag = useStartAutoTag(conversionId);
  const [chosenType, setChosenType] = useState<ArticleType | null>(null);
  const articleType =
    chosenType ?? (conversion.data?.article_type as ArticleType | null) ?? 'original_article';
  const checklist = useChecklist(articleType);
  const [triedNext, setTriedNext] = useState(false);

  const data = conversion.data;
  // Converting, complete and expired conversions take no new file: main sends them where they belong.
  if (data && !['initial', 'uploading', 'draft'].includes(data.status))
    return <Navigate to={lp(conversionPath(conversionId))} replace />;
  const uploadedName = data?.status === 'draft' ? data.file_name : null;
  const complete = checklist.complete;

  const next = () => {
    setTriedNext(true);
    if (!complete || !uploadedName) return;
    autoTag.start(articleType);
  };

  return (
    <ManuscriptPageShell step="upload" title={t('upload.title')} testId="manuscript-upload-page" size="md">
      <Text c="dimmed">{t('upload.intro')}</Text>
      {conversion.isPending ? (
        <StatusLoader label={t('board.loading')} />
      ) : conversion.error ? (
        <Text c="red.8" role="alert">
          {manuscriptErrorMessage(conversion.error, t, 'getConversion')}
        </Text>
      ) : (
        <Stack gap="lg">
          <Stack gap="sm">
            <FileDropZone
              disabled={upload.sending}
              onFiles={upload.send}
              label={uploadedName ? t('upload.replace') : t('upload.choose')}
            />
            <Text fz="xs" c="dimmed">
              {t('upload.docNote')}
            </Text>
            <UploadStatus
              sending={upload.sending}
              checking={upload.checking}
              progress={upload.progress}
              sendingName={upload.file?.name ?? null}
              problem={upload.problem}
              uploadedName={upload.sending ? null : uploadedName}
            />
          </Stack>
          <ArticleTypeSelect
            value={articleType}
            disabled={autoTag.busy}
            onChange={(type) => {
              setChosenType(type);
              checklist.setAll(false);
            }}
          />
          <RequiredChecklistPanel
            items={checklist.items}
            setNames={checklist.setNames}
            ticked={checklist.ticked}
            loading={checklist.loading}
            onToggle={checklist.toggle}
            onAll={checklist.setAll}
          />
          {triedNext && !uploadedName && (
            <Text c="red.8" fz="sm" role="alert">
              {t('errors.chooseFile')}
            </Text>
          )}
          {triedNext && uploadedName && !complete && (
            <Text c="red.8" fz="sm" role="alert" data-testid="checklist-incomplete">
              {t('upload.checklist.incomplete')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button
              rightSection={<IconArrowRight size={18} />}
              onClick={next}
              loading={autoTag.busy}
              disabled={upload.sending}
              data-testid="upload-next"
            >
              {t('upload.next')}
            </Button>
          </Group>
        </Stack>
      )}
      <AiOutageDialog
        status={autoTag.warning?.status ?? null}
        busy={autoTag.busy}
        onContinueWithout={() => autoTag.startNow(true, articleType)}
        onTryAnyway={() => autoTag.startNow(false, articleType)}
        onClose={autoTag.dismissWarning}
      />
    </ManuscriptPageShell>
  );
}
