import type { CustomerRecord } from '../state.ts';

/** A customer as Paddle's API returns it. */
export function customerJson(customer: CustomerRecord) {
  return {
    id: customer.id,
    name: customer.name,
    email: customer.email,
    marketing_consent: false,
    status: 'active',
    custom_data: customer.customData,
    locale: customer.locale,
    created_at: customer.createdAt,
    updated_at: customer.updatedAt,
    import_meta: null,
  };
}
