import {
  type ArticleType,
  ArticleType as ArticleTypeSchema,
  type GetConversionResponse,
} from '@galley/contracts';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { SubscriptionLimitModal } from '../../billing/limit-modal/subscription-limit-modal.tsx';
import { conversionPath } from '../shared/conversion-paths.ts';
import { ManuscriptPageShell } from '../shared/manuscript-page-shell.tsx';
import { JournalDrawer } from './drawer/journal-drawer.tsx';
import { ConvertBar } from './targets/convert-bar.tsx';
import { lastBoardStep } from './targets/last-board-step.ts';
import { storedTargets } from './targets/stored-targets.ts';
import { TargetJournalList } from './targets/target-journal-list.tsx';
import { canAddTarget, DEFAULT_MAX_TARGET_JOURNALS, targetListProblem } from './targets/target-limits.ts';
import { addTarget, removeTarget, type TargetRow } from './targets/target-list.ts';
import { useStartConvert } from './targets/use-start-convert.ts';

/** The convert step of a draft: the target journals, the drawer that adds them, and Convert. */
export function ConvertStep({ conversion }: { conversion: GetConversionResponse }) {
  const { t } = useTranslation('manuscript-convert');
  const lp = useLocalePath();
  const [targets, setTargets] = useState<TargetRow[]>(() => storedTargets(conversion.target_journals));
  const [max, setMax] = useState(DEFAULT_MAX_TARGET_JOURNALS);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const articleType: ArticleType = ArticleTypeSchema.catch('original_article').parse(conversion.article_type);
  const problem = targetListProblem(targets.length, max);
  const backStep = lastBoardStep(conversion.step_data);

  const { convert, limitError, clearLimitError } = useStartConvert(conversion.id, setMax);

  return (
    <ManuscriptPageShell step="convert" title={t('convert.title')} testId="convert-page">
      <Text c="dimmed">{t('convert.intro', { max })}</Text>
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Title order={2} fz="lg">
              {t('convert.listTitle')}{' '}
              <Text span c="dimmed" fz="md" data-testid="target-count">
                {t('convert.count', { count: targets.length, max })}
              </Text>
            </Title>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              variant="light"
              onClick={() => setDrawerOpen(true)}
              disabled={!canAddTarget(targets.length, max)}
            >
              {t('convert.add')}
            </Button>
          </Group>
          <TargetJournalList
            targets={targets}
            articleType={articleType}
            onRemove={(id) => setTargets((list) => removeTarget(list, id))}
          />
          {!canAddTarget(targets.length, max) && (
            <Alert variant="light" color="blue" role="status">
              {t('convert.full', { max })}
            </Alert>
          )}
        </Stack>
      </Paper>
      <ConvertBar
        backTo={backStep && lp(conversionPath(conversion.id, `confirm/${backStep}`))}
        count={targets.length}
        problem={problem}
        converting={convert.isPending}
        onConvert={() => convert.mutate(targets)}
      />
      <JournalDrawer
        opened={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        articleType={articleType}
        targets={targets}
        max={max}
        onAdd={(row) => setTargets((list) => addTarget(list, row, max))}
        onRemove={(id) => setTargets((list) => removeTarget(list, id))}
      />
      <SubscriptionLimitModal error={limitError} onClose={clearLimitError} />
    </ManuscriptPageShell>
  );
}
