import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContactEmail } from '../../features/site/use-contact-email.ts';
import { useSiteConfig } from '../../features/site/use-site-config.ts';
import { mailtoHref } from '../../lib/mailto-href.ts';
import { useLocalePath } from '../locale/use-locale-path.ts';
import { BrandLink } from './brand-link.tsx';
import classes from './layout.module.css';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={10}>
      <Text fz="xs" fw={700} tt="uppercase" c="dimmed" lts={0.6}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

export function Footer() {
  const { t } = useTranslation();
  const lp = useLocalePath();
  const { data: siteConfig } = useSiteConfig();
  const siblings = siteConfig?.siblingProducts ?? [];
  const contactEmail = useContactEmail();

  return (
    <Box component="footer" className={classes.footer} data-testid="site-footer">
      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: siblings.length > 0 ? 5 : 4 }} spacing="xl">
          <Stack gap="sm" maw={320}>
            <BrandLink />
            <Text fz="sm" c="dimmed">
              {t('brand.tagline')}
            </Text>
          </Stack>
          <FooterColumn title={t('footer.products')}>
            <Link to={lp('/manuscript')} className={classes.footerLink}>
              {t('nav.manuscriptConverter')}
            </Link>
            <Link to={lp('/reference')} className={classes.footerLink}>
              {t('nav.referenceConverter')}
            </Link>
            <Link to={lp('/pricing')} className={classes.footerLink}>
              {t('nav.pricing')}
            </Link>
          </FooterColumn>
          <FooterColumn title={t('footer.company')}>
            <Link to={lp('/about')} className={classes.footerLink}>
              {t('footer.about')}
            </Link>
            <Link to={lp('/document')} className={classes.footerLink}>
              {t('footer.document')}
            </Link>
            <Anchor
              href={mailtoHref(contactEmail)}
              className={classes.footerLink}
              data-testid="footer-contact"
            >
              {t('footer.contact')}
            </Anchor>
          </FooterColumn>
          <FooterColumn title={t('footer.legal')}>
            <Link to={lp('/privacy')} className={classes.footerLink} data-testid="footer-privacy">
              {t('footer.privacy')}
            </Link>
            <Link to={lp('/terms')} className={classes.footerLink} data-testid="footer-terms">
              {t('footer.terms')}
            </Link>
          </FooterColumn>
          {siblings.length > 0 && (
            <FooterColumn title={t('footer.siblingProducts')}>
              {siblings.map((product) => (
                <Anchor
                  key={product.url}
                  href={product.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={classes.footerLink}
                >
                  {product.name}
                </Anchor>
              ))}
            </FooterColumn>
          )}
        </SimpleGrid>
        <Divider my="xl" />
        <Group justify="space-between" gap="xs">
          <Text fz="xs" c="dimmed" data-testid="footer-copyright">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
          <Text fz="xs" c="dimmed" maw={560} data-testid="footer-disclaimer">
            {t('footer.disclaimer')}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
