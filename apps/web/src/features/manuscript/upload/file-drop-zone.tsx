import { MANUSCRIPT_UPLOAD_LIMITS } from '@galley/contracts';
import { Button, FileButton, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileTypeDocx } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MB = 1024 * 1024;

/**
 * Where the author drops or chooses the manuscript: one Word file. The whole list dropped is handed on, so
 * "only one file" is refused by the same check as the rest.
 */
export function FileDropZone({
  disabled,
  onFiles,
  label,
}: {
  disabled: boolean;
  onFiles: (files: File[]) => void;
  label: string;
}) {
  const { t } = useTranslation('manuscript');
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onFiles([...event.dataTransfer.files]);
  };
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: over ? 'var(--mantine-color-ink-6)' : undefined,
        background: over ? 'var(--mantine-color-ink-0)' : undefined,
      }}
      data-testid="manuscript-drop-zone"
    >
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconFileTypeDocx size={26} />
        </ThemeIcon>
        <Text fw={600}>{t('upload.dropTitle')}</Text>
        <Text fz="sm" c="dimmed">
          {t('upload.dropHint', {
            size: MANUSCRIPT_UPLOAD_LIMITS.maxBytes / MB,
            tokens: MANUSCRIPT_UPLOAD_LIMITS.maxTokens.toLocaleString(),
            words: (MANUSCRIPT_UPLOAD_LIMITS.maxTokens * 0.75).toLocaleString(),
          })}
        </Text>
        <FileButton onChange={(file) => file && onFiles([file])} accept=".doc,.docx" disabled={disabled}>
          {(props) => (
            <Button
              {...props}
              mt="xs"
              disabled={disabled}
              aria-label={label}
              data-testid="manuscript-file-button"
            >
              {label}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Paper>
  );
}
