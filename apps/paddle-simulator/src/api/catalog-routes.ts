import type { SimulatorContext } from '../context.ts';
import { priceJson, productJson } from '../json/catalog-json.ts';
import { listParam, page } from './list-page.ts';
import { type ApiAnswer, notFound, ok } from './respond.ts';

export function getPriceRoute(context: SimulatorContext, id: string): ApiAnswer {
  const price = context.state.prices.get(id);
  return price ? ok(priceJson(price)) : notFound(id);
}

/** GET /prices?product_id=…&id=… */
export function listPricesRoute(context: SimulatorContext, query: URLSearchParams): ApiAnswer {
  const products = listParam(query, 'product_id');
  const ids = listParam(query, 'id');
  const prices = [...context.state.prices.values()].filter(
    (price) => (!products || products.includes(price.productId)) && (!ids || ids.includes(price.id)),
  );
  return page(prices, query, context.baseUrl, '/prices', priceJson);
}

export function getProductRoute(context: SimulatorContext, id: string): ApiAnswer {
  const product = context.state.products.get(id);
  return product ? ok(productJson(product)) : notFound(id);
}

export function listProductsRoute(context: SimulatorContext, query: URLSearchParams): ApiAnswer {
  const ids = listParam(query, 'id');
  const products = [...context.state.products.values()].filter((product) => !ids || ids.includes(product.id));
  return page(products, query, context.baseUrl, '/products', productJson);
}
