export { type CatalogPrice, type CatalogProduct, DEFAULT_CATALOG, SIMULATOR_PRICE_IDS } from './catalog.ts';
export { startPaddleSimulator } from './start-paddle-simulator.ts';
export type {
  CheckoutParams,
  CheckoutResult,
  Delivery,
  DeliveryStatus,
  PaddleSimulator,
  PaddleSimulatorOptions,
  TestCard,
} from './types.ts';
export { signPayload } from './webhooks/sign-payload.ts';
