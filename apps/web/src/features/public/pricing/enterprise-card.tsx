import { Button, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { mailtoHref } from '../../../lib/mailto-href.ts';

/** Institutions buy through sales (spec §1): the offer in short and a mail to the sales contact. */
export function EnterpriseCard({ contactEmail }: { contactEmail: string | null }) {
  const { t } = useTranslation('pricing');
  return (
    <Paper radius="lg" p={{ base: 'xl', md: 40 }} bg="ink.9" c="white" data-testid="enterprise-card">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={40}>
        <Stack gap="md">
          <Group gap="sm">
            <ThemeIcon size={40} radius="md" color="ink.7">
              <IconBuildingBank size={22} />
            </ThemeIcon>
            <Title order={2} fz={26} c="white">
              {t('enterprise.title')}
            </Title>
          </Group>
          <Text c="ink.1">{t('enterprise.description')}</Text>
          {contactEmail && (
            <Group>
              <Button
                component="a"
                href={mailtoHref(contactEmail, t('enterprise.mailSubject'))}
                color="amber.4"
                c="ink.9"
                size="md"
                data-testid="enterprise-contact"
              >
                {t('enterprise.cta')}
              </Button>
            </Group>
          )}
        </Stack>
        <List
          spacing="md"
          center
          icon={
            <ThemeIcon size={24} radius="xl" color="ink.6">
              <IconCheck size={14} stroke={2.5} />
            </ThemeIcon>
          }
        >
          <List.Item c="white">{t('enterprise.points.members')}</List.Item>
          <List.Item c="white">{t('enterprise.points.billing')}</List.Item>
          <List.Item c="white">{t('enterprise.points.support')}</List.Item>
        </List>
      </SimpleGrid>
    </Paper>
  );
}
