import { Alert, Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { oversizedPdfs } from './chosen-file-problem.ts';
import { PdfUploadRow } from './pdf-upload-row.tsx';
import { type PdfUpload, summarizeUploads } from './pdf-uploads.ts';
import { MAX_PDF_FILES } from './reference-file-kind.ts';

/**
 * Step 1 from PDFs: up to 100 at a time (the rest left out, with the spec's message), each at most
 * 20 MB, then one bar per file while they are sent and read. When some could not be read the author
 * chooses to go on with the others.
 */
export function PdfInputPanel({
  uploads,
  running,
  continuing,
  onStart,
  onContinue,
  onProblem,
}: {
  uploads: PdfUpload[];
  running: boolean;
  continuing: boolean;
  onStart: (files: File[]) => void;
  onContinue: () => void;
  onProblem: (messageKey: string | null) => void;
}) {
  const { t } = useTranslation('references');
  const [files, setFiles] = useState<File[]>([]);
  const [given, setGiven] = useState(0);
  const tooLarge = oversizedPdfs(files);
  const summary = summarizeUploads(uploads);

  const choose = (chosen: File[]) => {
    onProblem(null);
    setGiven(chosen.length);
    setFiles(chosen.slice(0, MAX_PDF_FILES));
  };
  const submit = () => {
    if (files.length === 0) return onProblem('errors.choosePdf');
    if (tooLarge.length > 0) return onProblem('errors.pdfTooLarge');
    onStart(files);
  };

  return (
    <Stack gap="sm">
      <FileInput
        label={t('input.pdf.label')}
        description={t('input.pdf.description', { max: MAX_PDF_FILES })}
        placeholder={t('input.pdf.placeholder')}
        accept="application/pdf,.pdf"
        multiple
        clearable
        // Mantine's placeholder grey is 2.1:1 on white; this one passes AA.
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        value={files}
        onChange={choose}
        disabled={running}
        leftSection={<IconFileTypePdf size={18} />}
        data-testid="reference-pdfs"
      />
      {given > MAX_PDF_FILES && (
        <Alert color="yellow" variant="light">
          {t('input.pdf.tooMany', { max: MAX_PDF_FILES, count: given })}
        </Alert>
      )}
      {tooLarge.length > 0 && (
        <Alert color="red" variant="light" role="alert">
          {t('input.pdf.tooLarge', { names: tooLarge.map((file) => file.name).join(', ') })}
        </Alert>
      )}
      {uploads.length > 0 && (
        <Stack gap="xs" data-testid="pdf-uploads">
          <Group justify="space-between">
            <Text fz="sm" fw={600} aria-live="polite">
              {t('input.pdf.summary', { done: summary.done, total: summary.total, failed: summary.failed })}
            </Text>
            <Text fz="sm" c="dimmed">
              {summary.percent} %
            </Text>
          </Group>
          <Progress
            value={summary.percent}
            size="md"
            aria-label={t('input.pdf.overall', { percent: summary.percent })}
          />
          <Stack
            component="ul"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: 'none', maxHeight: 360, overflowY: 'auto' }}
          >
            {uploads.map((upload) => (
              <PdfUploadRow key={upload.index} upload={upload} />
            ))}
          </Stack>
        </Stack>
      )}
      {summary.finished && summary.failed > 0 && summary.done > 0 && (
        <Alert color="yellow" variant="light" data-testid="pdf-partial">
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{t('input.pdf.partial', { count: summary.failed, done: summary.done })}</Text>
            <Button size="xs" onClick={onContinue} loading={continuing}>
              {t('input.pdf.continue', { count: summary.done })}
            </Button>
          </Stack>
        </Alert>
      )}
      {summary.finished && summary.done === 0 && (
        <Alert color="red" variant="light" role="alert">
          {t('input.pdf.noneRead')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          leftSection={<IconUpload size={18} />}
          loading={running || continuing}
          disabled={tooLarge.length > 0}
          onClick={submit}
          data-testid="reference-pdf-submit"
        >
          {t('input.pdf.submit', { count: files.length })}
        </Button>
      </Group>
    </Stack>
  );
}
