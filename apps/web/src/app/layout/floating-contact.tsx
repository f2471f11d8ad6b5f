import { ActionIcon, Affix } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useContactEmail } from '../../features/site/use-contact-email.ts';
import { mailtoHref } from '../../lib/mailto-href.ts';

/** The contact-by-email button every page carries (spec §1), even when the site configuration fails. */
export function FloatingContact() {
  const { t } = useTranslation();
  const href = mailtoHref(useContactEmail(), t('contact.mailSubject'));
  return (
    <Affix position={{ bottom: 24, right: 24 }} zIndex={150}>
      {/* The browser's own tooltip (title) rather than a floating one: no positioning code to download. */}
      <ActionIcon
        component="a"
        href={href}
        size={56}
        radius="xl"
        variant="filled"
        aria-label={t('contact.floatingLabel')}
        title={t('contact.floatingLabel')}
        data-testid="floating-contact"
        style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
      >
        <IconMail size={26} stroke={1.8} aria-hidden="true" />
      </ActionIcon>
    </Affix>
  );
}
