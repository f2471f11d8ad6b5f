import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollRestoration } from 'react-router';
import { SaleBanner } from '../../features/site/banners/sale-banner.tsx';
import { SitePopups } from '../../features/site/banners/site-popups.tsx';
import { useSiteConfig } from '../../features/site/use-site-config.ts';
import { FloatingContact } from './floating-contact.tsx';
import { Footer } from './footer.tsx';
import classes from './layout.module.css';
import { Navbar } from './navbar.tsx';

/** The frame of every page: sale strip, navbar, the page, footer, contact button and popups. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { data: siteConfig } = useSiteConfig();
  const sale = siteConfig?.banners.sale ?? null;
  return (
    <div className={classes.shell}>
      {sale && <SaleBanner key={sale.id} sale={sale} />}
      <Navbar />
      <Box component="main" className={classes.main} id="main">
        {children}
      </Box>
      <Footer />
      <FloatingContact />
      <SitePopups />
      <ScrollRestoration />
    </div>
  );
}
