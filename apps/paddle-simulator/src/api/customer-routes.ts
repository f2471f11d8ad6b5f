import { createCustomer } from '../billing/create-customer.ts';
import type { SimulatorContext } from '../context.ts';
import { customerJson } from '../json/customer-json.ts';
import { listParam, page } from './list-page.ts';
import { type ApiAnswer, apiError, invalidField, notFound, ok } from './respond.ts';

/** POST /customers: Paddle refuses a second customer with the same email (409, naming the existing one). */
export function createCustomerRoute(context: SimulatorContext, body: Record<string, unknown>): ApiAnswer {
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) return invalidField('email', 'must be a valid email address');
  const existing = context.state.customerByEmail(email);
  if (existing)
    return apiError(
      409,
      'customer_already_exists',
      `customer email conflicts with customer of id ${existing.id}`,
    );
  const customer = createCustomer(context, email);
  if (typeof body.name === 'string') customer.name = body.name;
  if (typeof body.locale === 'string') customer.locale = body.locale;
  if (body.custom_data && typeof body.custom_data === 'object')
    customer.customData = body.custom_data as Record<string, unknown>;
  return ok(customerJson(customer), 201);
}

export function getCustomerRoute(context: SimulatorContext, id: string): ApiAnswer {
  const customer = context.state.customers.get(id);
  return customer ? ok(customerJson(customer)) : notFound(id);
}

/** GET /customers?email=…&id=… */
export function listCustomersRoute(context: SimulatorContext, query: URLSearchParams): ApiAnswer {
  const emails = listParam(query, 'email')?.map((email) => email.toLowerCase());
  const ids = listParam(query, 'id');
  const customers = [...context.state.customers.values()]
    .filter((customer) => !emails || emails.includes(customer.email))
    .filter((customer) => !ids || ids.includes(customer.id))
    .sort((a, b) => a.id.localeCompare(b.id));
  return page(customers, query, context.baseUrl, '/customers', customerJson);
}
