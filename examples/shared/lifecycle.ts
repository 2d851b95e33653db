/**
 * Which statuses are final, read from the contract instead of kept by hand: every status schema of the
 * downloaded OpenAPI document carries `x-lifecycle`, whose states say whether they are terminal and
 * which calls they allow.
 */
import {readFileSync} from 'node:fs';
import type {components} from '../openapi/merchant';

type Schemas = components['schemas'];

/** The status schemas of the Merchant API that carry a lifecycle. */
export type StatusSchema =
  'PaymentStatus' | 'RefundStatus' | 'SessionStatus' | 'PaymentMethodStatus' | 'SetupPaymentMethodStatus';

interface LifecycleState {
  readonly terminal: boolean;
  /** The operationIds the state allows, such as `capturePayment`. */
  readonly actions?: readonly string[];
}

interface Lifecycle {
  readonly states: Readonly<Record<string, LifecycleState>>;
}

interface DocumentWithLifecycles {
  readonly components: {readonly schemas: Readonly<Record<string, {readonly 'x-lifecycle'?: Lifecycle}>>};
}

// The JSON download of the Merchant API, saved beside its types.
const contract = JSON.parse(
  readFileSync(new URL('../openapi/merchant.json', import.meta.url), 'utf8'),
) as DocumentWithLifecycles;

function lifecycle(schema: StatusSchema): Lifecycle {
  const found = contract.components.schemas[schema]?.['x-lifecycle'];
  if (found === undefined) throw new Error(`${schema} has no x-lifecycle in the contract`);
  return found;
}

/** True when nothing more will happen to the entity: the service will not move it again. */
export function isFinal<S extends StatusSchema>(schema: S, status: Schemas[S]): boolean {
  return lifecycle(schema).states[status]?.terminal === true;
}

/** True when the status allows the call named by its operationId, such as `capturePayment`. */
export function allows<S extends StatusSchema>(schema: S, status: Schemas[S], operationId: string): boolean {
  return lifecycle(schema).states[status]?.actions?.includes(operationId) === true;
}
