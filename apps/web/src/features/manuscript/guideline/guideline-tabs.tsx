import { MANUSCRIPT_UPLOAD_LIMITS } from '@galley/contracts';
import { Button, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { GuidelineList } from './guideline-list.tsx';
import { ProcedureList } from './procedure-list.tsx';

const TABS = ['procedure', 'howTo', 'precautions', 'references'] as const;
const LIMITS = {
  size: MANUSCRIPT_UPLOAD_LIMITS.maxBytes / (1024 * 1024),
  tokens: MANUSCRIPT_UPLOAD_LIMITS.maxTokens.toLocaleString(),
};

/** The guide's four tabs (spec §2): procedure, how to use, precautions, about the reference converter. */
export function GuidelineTabs() {
  const { t } = useTranslation('manuscript-dashboard');
  const lp = useLocalePath();
  return (
    <Tabs defaultValue="procedure" keepMounted={false} data-testid="guideline-tabs">
      <Tabs.List aria-label={t('guideline.tabsLabel')} mb="md">
        {TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tab} data-testid={`guideline-tab-${tab}`}>
            {t(`guideline.tabs.${tab}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="procedure">
        <ProcedureList />
      </Tabs.Panel>
      <Tabs.Panel value="howTo">
        <GuidelineList
          section="howTo"
          group="items"
          keys={['highlight', 'drag', 'multiple', 'back', 'resume']}
        />
      </Tabs.Panel>
      <Tabs.Panel value="precautions">
        <GuidelineList
          section="precautions"
          group="items"
          keys={['size', 'images', 'final', 'expiry', 'points']}
          values={LIMITS}
        />
      </Tabs.Panel>
      <Tabs.Panel value="references">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md" align="flex-start">
            <Title order={2} fz={{ base: 'lg', sm: 'xl' }}>
              {t('guideline.references.title')}
            </Title>
            <Text fz="sm">{t('guideline.references.body')}</Text>
            <Button
              component={Link}
              to={lp('/reference')}
              variant="light"
              rightSection={<IconArrowRight size={16} />}
            >
              {t('guideline.references.open')}
            </Button>
          </Stack>
        </Paper>
      </Tabs.Panel>
    </Tabs>
  );
}
