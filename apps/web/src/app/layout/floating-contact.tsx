import { ActionIcon, Affix, Tooltip } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../features/site/use-site-config.ts';

/** The contact-by-email button every page carries (spec §1); it appears once the address is known. */
export function FloatingContact() {
  const { t } = useTranslation();
  const { data: siteConfig } = useSiteConfig();
  if (!siteConfig) return null;
  const href = `mailto:${siteConfig.contactEmail}?subject=${encodeURIComponent(t('contact.mailSubject'))}`;
  return (
    <Affix position={{ bottom: 24, right: 24 }} zIndex={150}>
      <Tooltip label={t('contact.floatingLabel')} position="left" withArrow>
        <ActionIcon
          component="a"
          href={href}
          size={56}
          radius="xl"
          variant="filled"
          aria-label={t('contact.floatingLabel')}
          data-testid="floating-contact"
          style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
        >
          <IconMail size={26} stroke={1.8} />
        </ActionIcon>
      </Tooltip>
    </Affix>
  );
}
