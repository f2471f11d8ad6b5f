import { Button, FileButton } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportOutcome } from './import-outcome.ts';
import { ImportReport } from './import-report.tsx';
import { useDrawerErrorText } from './use-drawer-error-text.ts';
import { useTemplateMutations } from './use-template-mutations.ts';

/** CSL files are style sheets of a few dozen kB; anything far larger is not one. */
const MAX_CSL_BYTES = 2 * 1024 * 1024;

/**
 * Import: a CSL style (.csl) read in the browser by @galley/references (loaded only when a file is picked)
 * and saved as a new template at the top level; then a report of what the element model could not express.
 */
export function ImportCsl() {
  const { t } = useTranslation('template-drawer');
  const errorText = useDrawerErrorText();
  const { create } = useTemplateMutations();
  const [outcome, setOutcome] = useState<ImportOutcome | undefined>();
  const [reading, setReading] = useState(false);
  const onFile = async (file: File | null) => {
    if (!file) return;
    setReading(true);
    try {
      if (file.size > MAX_CSL_BYTES) {
        setOutcome({ fileName: file.name, warnings: [], error: t('import.tooLarge') });
        return;
      }
      const { importCslStyle } = await import('@galley/references');
      const { template, warnings } = importCslStyle(await file.text());
      if (!template) {
        setOutcome({ fileName: file.name, warnings, error: t('import.nothing') });
        return;
      }
      await create.mutateAsync({ name: template.name, parentId: null, setting: template });
      setOutcome({ fileName: file.name, template, warnings });
    } catch (error) {
      setOutcome({ fileName: file.name, warnings: [], error: errorText(error) });
    } finally {
      setReading(false);
    }
  };
  return (
    <>
      <FileButton
        onChange={(file) => void onFile(file)}
        accept=".csl,application/vnd.citationstyles.style+xml"
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="xs"
            loading={reading}
            leftSection={<IconFileImport size={14} aria-hidden />}
          >
            {t('toolbar.import')}
          </Button>
        )}
      </FileButton>
      {outcome && <ImportReport outcome={outcome} onClose={() => setOutcome(undefined)} />}
    </>
  );
}
