import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconFileText, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../../../lib/format-bytes.ts';
import { chosenFileProblem } from './chosen-file-problem.ts';
import { type ReferenceFileKind, referenceFileKind } from './reference-file-kind.ts';

/** Step 1 from a RIS or NBIB export: one file, 5 MB at most, checked before anything is sent. */
export function FileInputPanel({
  busy,
  onSubmit,
  onProblem,
}: {
  busy: boolean;
  onSubmit: (file: File, format: ReferenceFileKind) => void;
  onProblem: (messageKey: string | null) => void;
}) {
  const { t, i18n } = useTranslation('references');
  const [file, setFile] = useState<File | null>(null);
  // Told on choosing, not on Check: the message stands (and Check waits) until another file is chosen.
  const problem = chosenFileProblem(file);

  const submit = async () => {
    if (!file) return onProblem('errors.chooseFile');
    if (problem) return onProblem(problem);
    const kind = referenceFileKind(file.name, await file.slice(0, 256).text());
    if (!kind) return onProblem('errors.notRisOrNbib');
    onSubmit(file, kind);
  };

  return (
    <Stack gap="sm">
      <FileInput
        label={t('input.file.label')}
        description={t('input.file.description')}
        placeholder={t('input.file.placeholder')}
        accept=".ris,.nbib,.txt"
        clearable
        // Mantine's placeholder grey is 2.1:1 on white; this one passes AA.
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          onProblem(chosenFileProblem(chosen));
        }}
        leftSection={<IconFileText size={18} />}
        data-testid="reference-file"
      />
      {file && (
        <Text fz="sm" c="dimmed">
          {t('input.file.chosen', { name: file.name, size: formatBytes(file.size, i18n.language) })}
        </Text>
      )}
      <Group justify="flex-end">
        <Button
          leftSection={<IconUpload size={18} />}
          loading={busy}
          disabled={problem !== null}
          onClick={() => void submit()}
          data-testid="reference-file-submit"
        >
          {t('input.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
