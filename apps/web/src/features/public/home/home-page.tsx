import { LatestNotice } from '../../bulletin/latest-notice.tsx';
import { HomeAudience } from './home-audience.tsx';
import { HomeClaims } from './home-claims.tsx';
import { HomeClosingCta } from './home-closing-cta.tsx';
import { HomeFaq } from './home-faq.tsx';
import { HomeHero } from './home-hero.tsx';
import { HomeProducts } from './home-products.tsx';
import { HomeTrust } from './home-trust.tsx';

export function HomePage() {
  return (
    <>
      <LatestNotice />
      <HomeHero />
      <HomeClaims />
      <HomeProducts />
      <HomeTrust />
      <HomeAudience />
      <HomeFaq />
      <HomeClosingCta />
    </>
  );
}
