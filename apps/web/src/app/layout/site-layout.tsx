import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRestoration } from 'react-router';
import { UnverifiedBannerSlot } from '../../features/account/banners/unverified-banner-slot.tsx';
import { LoginModalSlot } from '../../features/account/login/login-modal-slot.tsx';
import { SessionSync } from '../../features/account/session/session-sync.tsx';
import { ContinueSubscriptionSlot } from '../../features/billing/banners/continue-subscription-slot.tsx';
import { SaleBanner } from '../../features/site/banners/sale-banner.tsx';
import { SitePopups } from '../../features/site/banners/site-popups.tsx';
import { useSiteConfig } from '../../features/site/use-site-config.ts';
import { FloatingContact } from './floating-contact.tsx';
import { Footer } from './footer.tsx';
import classes from './layout.module.css';
import { Navbar } from './navbar.tsx';

/**
 * The frame of every page: sale strip, navbar, unverified-email banner, the page, footer, contact button,
 * popups, the login modal, and the session watcher that keeps the signed-in state true to the server.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { data: siteConfig } = useSiteConfig();
  const sale = siteConfig?.banners.sale ?? null;
  const { t } = useTranslation();
  return (
    <div className={classes.shell}>
      {/* First stop for keyboard users: jumps past the navbar to the page itself. */}
      <a href="#main" className={classes.skipLink}>
        {t('a11y.skipToContent')}
      </a>
      {sale && <SaleBanner key={sale.id} sale={sale} />}
      <Navbar />
      <UnverifiedBannerSlot />
      <ContinueSubscriptionSlot />
      <Box component="main" className={classes.main} id="main" tabIndex={-1}>
        {children}
      </Box>
      <Footer />
      <FloatingContact />
      <SitePopups />
      <LoginModalSlot />
      <SessionSync />
      <ScrollRestoration />
    </div>
  );
}
