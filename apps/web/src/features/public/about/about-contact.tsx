import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalePath } from '../../../app/locale/use-locale-path.ts';
import { useSiteConfig } from '../../site/use-site-config.ts';

export function AboutContact() {
  const { t } = useTranslation('about');
  const localePath = useLocalePath();
  const contactEmail = useSiteConfig().data?.contactEmail;
  return (
    <Paper component="section" aria-labelledby="about-contact-title" withBorder radius="md" p="xl">
      <Stack gap="sm">
        <Title id="about-contact-title" order={2}>
          {t('contact.title')}
        </Title>
        <Text>{t('contact.text')}</Text>
        {contactEmail !== undefined && (
          <Text>
            <Text span fw={600}>
              {t('contact.emailLabel')}
            </Text>{' '}
            <Anchor href={`mailto:${contactEmail}`} data-testid="about-contact-email">
              {contactEmail}
            </Anchor>
          </Text>
        )}
        <Group gap="md" mt="sm">
          <Button component={Link} to={localePath('/document')} variant="light">
            {t('contact.guideLink')}
          </Button>
          <Button component={Link} to={localePath('/pricing')} variant="default">
            {t('contact.pricingLink')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
