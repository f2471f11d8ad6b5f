import { ActionIcon, Affix } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useContactEmail } from '../../features/site/use-contact-email.ts';
import { mailtoHref } from '../../lib/mailto-href.ts';
import './floating-contact.css';

/**
 * The contact-by-email button every page carries (spec §1), even when the site configuration fails. On a
 * phone it is smaller and tucked into the corner (44 px, the smallest comfortable touch target, 12 px in),
 * so it covers less of the rows' controls at the right edge; the footer keeps room below the last line.
 */
export function FloatingContact() {
  const { t } = useTranslation();
  const href = mailtoHref(useContactEmail(), t('contact.mailSubject'));
  // Read at once (not after a first paint), so a phone never sees the large button first.
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const inset = phone ? 12 : 24;
  return (
    <Affix position={{ bottom: inset, right: inset }} zIndex={150}>
      {/* The browser's own tooltip (title) rather than a floating one: no positioning code to download. */}
      <ActionIcon
        component="a"
        href={href}
        size={phone ? 44 : 56}
        radius="xl"
        variant="filled"
        aria-label={t('contact.floatingLabel')}
        title={t('contact.floatingLabel')}
        data-testid="floating-contact"
        style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
      >
        <IconMail size={phone ? 22 : 26} stroke={1.8} aria-hidden="true" />
      </ActionIcon>
    </Affix>
  );
}
