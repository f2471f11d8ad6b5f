import type { CatalogPrice, CatalogProduct } from '../catalog.ts';

// The catalog is seeded, not created through the API: one fixed creation time.
const SEEDED_AT = '2025-07-13T00:00:00.000000Z';

/** A product as Paddle's API returns it. */
export function productJson(product: CatalogProduct) {
  return {
    id: product.id,
    name: product.name,
    type: 'standard',
    tax_category: 'standard',
    description: product.description,
    image_url: null,
    custom_data: null,
    status: 'active',
    import_meta: null,
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
  };
}

/** A price as Paddle's API returns it (tax_mode internal: amounts include tax). */
export function priceJson(price: CatalogPrice) {
  return {
    id: price.id,
    product_id: price.productId,
    type: 'standard',
    description: price.description,
    name: price.description,
    billing_cycle: { interval: price.interval, frequency: 1 },
    trial_period: price.trialDays
      ? { interval: 'day', frequency: price.trialDays, requires_payment_method: true }
      : null,
    tax_mode: 'internal',
    unit_price: { amount: String(price.amountMinor), currency_code: price.currency },
    unit_price_overrides: [],
    quantity: { minimum: 1, maximum: 1 },
    status: 'active',
    custom_data: null,
    import_meta: null,
    created_at: SEEDED_AT,
    updated_at: SEEDED_AT,
  };
}
