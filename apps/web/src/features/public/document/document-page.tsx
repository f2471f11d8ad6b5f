import { Container, List, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { readStrings } from '../../../lib/i18n/read-strings.ts';
import { ConfirmBoardPanel } from './confirm-board-panel.tsx';
import { ManuscriptProcedurePanel } from './manuscript-procedure-panel.tsx';
import { PrecautionsPanel } from './precautions-panel.tsx';
import { ReferenceConverterPanel } from './reference-converter-panel.tsx';

const GUIDE_TABS = ['procedure', 'confirm', 'precautions', 'references'] as const;
type GuideTab = (typeof GUIDE_TABS)[number];

function isGuideTab(value: string | null): value is GuideTab {
  return GUIDE_TABS.some((tab) => tab === value);
}

/** The user guide. A URL hash such as `#references` opens that tab, so other pages can link to a section. */
export function DocumentPage() {
  const { t } = useTranslation('document');
  const { hash } = useLocation();
  const requested = hash.replace(/^#/, '');
  const [tab, setTab] = useState<GuideTab>(isGuideTab(requested) ? requested : 'procedure');
  const beforeItems = readStrings(t('before.items', { returnObjects: true }));
  const tabLabels: Record<GuideTab, string> = {
    procedure: t('tabs.procedure'),
    confirm: t('tabs.confirm'),
    precautions: t('tabs.precautions'),
    references: t('tabs.references'),
  };
  return (
    <Container size="lg" py={{ base: 40, md: 64 }}>
      <Stack gap="xl">
        <Stack gap="sm" maw={760}>
          <Title order={1}>{t('title')}</Title>
          <Text size="lg" c="dimmed">
            {t('lead')}
          </Text>
        </Stack>

        <Paper component="section" aria-labelledby="guide-before-title" withBorder radius="md" p="lg">
          <Title id="guide-before-title" order={2} size="h4" mb="sm">
            {t('before.title')}
          </Title>
          <List spacing={6}>
            {beforeItems.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
        </Paper>

        <Tabs
          value={tab}
          onChange={(value) => {
            if (isGuideTab(value)) setTab(value);
          }}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('tabsLabel')}>
            {GUIDE_TABS.map((id) => (
              <Tabs.Tab key={id} value={id}>
                {tabLabels[id]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="procedure" pt="xl">
            <ManuscriptProcedurePanel />
          </Tabs.Panel>
          <Tabs.Panel value="confirm" pt="xl">
            <ConfirmBoardPanel />
          </Tabs.Panel>
          <Tabs.Panel value="precautions" pt="xl">
            <PrecautionsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="references" pt="xl">
            <ReferenceConverterPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
