export interface CatalogProduct {
  id: string;
  name: string;
  description: string;
}

export interface CatalogPrice {
  id: string;
  productId: string;
  description: string;
  interval: 'month' | 'year';
  /** Tax-inclusive amount in minor units (site configuration's amountMinor). */
  amountMinor: number;
  currency: string;
  /** Days of free trial a first-time customer gets with this price; null for none. */
  trialDays: number | null;
}

/** A fixed id in Paddle's shape (`pri_` + 26 lower-case alphanumerics), readable in logs and config. */
export const fixedId = (prefix: string, name: string): string => `${prefix}_${`01${name}`.padEnd(26, 'x')}`;

const PRO = fixedId('pro', 'galleypro');
const MAX = fixedId('pro', 'galleymax');

/**
 * Galley's plans as apps/server/config/site.json sells them (amounts in USD cents, tax included; the free trial
 * is of Pro). The server's site configuration points its `paddlePriceId`s at these ids in dev and tests.
 */
export const DEFAULT_CATALOG: { products: CatalogProduct[]; prices: CatalogPrice[] } = {
  products: [
    { id: PRO, name: 'Galley Pro', description: 'For individual researchers submitting regularly.' },
    { id: MAX, name: 'Galley Max', description: 'For labs, editors and high-volume authors.' },
  ],
  prices: [
    price('galleypromonthly', PRO, 'Pro monthly', 'month', 1990, 14),
    price('galleyproyearly', PRO, 'Pro yearly', 'year', 19900, 14),
    price('galleymaxmonthly', MAX, 'Max monthly', 'month', 4990, null),
    price('galleymaxyearly', MAX, 'Max yearly', 'year', 49900, null),
  ],
};

/** The default price ids by plan and cycle, for the server's configuration. */
export const SIMULATOR_PRICE_IDS = {
  pro: { monthly: fixedId('pri', 'galleypromonthly'), yearly: fixedId('pri', 'galleyproyearly') },
  max: { monthly: fixedId('pri', 'galleymaxmonthly'), yearly: fixedId('pri', 'galleymaxyearly') },
} as const;

function price(
  name: string,
  productId: string,
  description: string,
  interval: 'month' | 'year',
  amountMinor: number,
  trialDays: number | null,
): CatalogPrice {
  return {
    id: fixedId('pri', name),
    productId,
    description,
    interval,
    amountMinor,
    currency: 'USD',
    trialDays,
  };
}
