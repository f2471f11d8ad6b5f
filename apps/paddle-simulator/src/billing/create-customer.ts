import type { SimulatorContext } from '../context.ts';
import { customerJson } from '../json/customer-json.ts';
import { paddleId } from '../paddle-id.ts';
import type { CustomerRecord } from '../state.ts';

/** A new customer (emails are kept lower-cased: Paddle matches them without case), announced by customer.created. */
export function createCustomer(context: SimulatorContext, email: string): CustomerRecord {
  const stamp = context.clock.time();
  const customer: CustomerRecord = {
    id: paddleId('ctm'),
    email,
    name: null,
    locale: 'en',
    customData: null,
    createdAt: stamp,
    updatedAt: stamp,
  };
  context.state.customers.set(customer.id, customer);
  context.webhooks.emit('customer.created', customerJson(customer));
  return customer;
}
