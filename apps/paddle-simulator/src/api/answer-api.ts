import { PaddleApiError } from '../billing/api-error.ts';
import type { SimulatorContext } from '../context.ts';
import { createAdjustmentRoute, listAdjustmentsRoute } from './adjustment-routes.ts';
import { getPriceRoute, getProductRoute, listPricesRoute, listProductsRoute } from './catalog-routes.ts';
import { createCustomerRoute, getCustomerRoute, listCustomersRoute } from './customer-routes.ts';
import { getPaymentMethodRoute, listPaymentMethodsRoute } from './payment-method-routes.ts';
import { createPortalSessionRoute } from './portal-routes.ts';
import { type ApiAnswer, apiError } from './respond.ts';
import {
  activateSubscriptionRoute,
  cancelSubscriptionRoute,
  getSubscriptionRoute,
  listSubscriptionsRoute,
  previewUpdateRoute,
  updateSubscriptionRoute,
} from './subscription-routes.ts';
import {
  createTransactionRoute,
  getTransactionRoute,
  invoiceRoute,
  listTransactionsRoute,
} from './transaction-routes.ts';

type Body = Record<string, unknown>;
type Route = [
  method: string,
  path: RegExp,
  answer: (c: SimulatorContext, m: string[], q: URLSearchParams, b: Body) => ApiAnswer,
];

const ID = '([a-z]+_[a-z0-9]+)';
const ROUTES: Route[] = [
  ['GET', /^\/customers$/, (c, _m, q) => listCustomersRoute(c, q)],
  ['POST', /^\/customers$/, (c, _m, _q, b) => createCustomerRoute(c, b)],
  ['GET', new RegExp(`^/customers/${ID}$`), (c, m) => getCustomerRoute(c, m[1] ?? '')],
  [
    'POST',
    new RegExp(`^/customers/${ID}/portal-sessions$`),
    (c, m, _q, b) => createPortalSessionRoute(c, m[1] ?? '', b),
  ],
  [
    'GET',
    new RegExp(`^/customers/${ID}/payment-methods$`),
    (c, m, q) => listPaymentMethodsRoute(c, m[1] ?? '', q),
  ],
  [
    'GET',
    new RegExp(`^/customers/${ID}/payment-methods/${ID}$`),
    (c, m) => getPaymentMethodRoute(c, m[1] ?? '', m[2] ?? ''),
  ],
  ['GET', /^\/products$/, (c, _m, q) => listProductsRoute(c, q)],
  ['GET', new RegExp(`^/products/${ID}$`), (c, m) => getProductRoute(c, m[1] ?? '')],
  ['GET', /^\/prices$/, (c, _m, q) => listPricesRoute(c, q)],
  ['GET', new RegExp(`^/prices/${ID}$`), (c, m) => getPriceRoute(c, m[1] ?? '')],
  ['GET', /^\/subscriptions$/, (c, _m, q) => listSubscriptionsRoute(c, q)],
  ['GET', new RegExp(`^/subscriptions/${ID}$`), (c, m, q) => getSubscriptionRoute(c, m[1] ?? '', q)],
  ['PATCH', new RegExp(`^/subscriptions/${ID}$`), (c, m, _q, b) => updateSubscriptionRoute(c, m[1] ?? '', b)],
  [
    'PATCH',
    new RegExp(`^/subscriptions/${ID}/preview$`),
    (c, m, _q, b) => previewUpdateRoute(c, m[1] ?? '', b),
  ],
  ['POST', new RegExp(`^/subscriptions/${ID}/activate$`), (c, m) => activateSubscriptionRoute(c, m[1] ?? '')],
  [
    'POST',
    new RegExp(`^/subscriptions/${ID}/cancel$`),
    (c, m, _q, b) => cancelSubscriptionRoute(c, m[1] ?? '', b),
  ],
  ['GET', /^\/transactions$/, (c, _m, q) => listTransactionsRoute(c, q)],
  ['POST', /^\/transactions$/, (c, _m, _q, b) => createTransactionRoute(c, b)],
  ['GET', new RegExp(`^/transactions/${ID}$`), (c, m, q) => getTransactionRoute(c, m[1] ?? '', q)],
  ['GET', new RegExp(`^/transactions/${ID}/invoice$`), (c, m) => invoiceRoute(c, m[1] ?? '')],
  ['GET', /^\/adjustments$/, (c, _m, q) => listAdjustmentsRoute(c, q)],
  ['POST', /^\/adjustments$/, (c, _m, _q, b) => createAdjustmentRoute(c, b)],
];

/** True when a path is one of the REST API's (the rest are the simulator's pages). */
export const isApiPath = (path: string): boolean => ROUTES.some(([, pattern]) => pattern.test(path));

/** Answers a REST API call with Paddle's JSON shapes. */
export function answerApi(
  context: SimulatorContext,
  method: string,
  path: string,
  query: URLSearchParams,
  rawBody: string,
): ApiAnswer {
  const known = ROUTES.filter(([, pattern]) => pattern.test(path));
  const route = known.find(([routeMethod]) => routeMethod === method);
  if (!route)
    return known.length
      ? apiError(405, 'method_not_allowed', 'Method not allowed.')
      : apiError(404, 'not_found', `No route ${path}`);
  let body: Body = {};
  if (rawBody.trim()) {
    try {
      body = JSON.parse(rawBody) as Body;
    } catch {
      return apiError(400, 'invalid_json', 'The request body is not valid JSON.');
    }
  }
  try {
    return route[2](context, route[1].exec(path) ?? [], query, body);
  } catch (error) {
    if (error instanceof PaddleApiError)
      return apiError(error.status, error.code, error.message, error.errors);
    throw error;
  }
}
