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
  /** Sessions only: which states expire, and after how long (`after`, an ISO 8601 duration such as PT30M). */
  readonly expiry?: {readonly after?: string};
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

/**
 * True when the entity is not final but the service will not move it: it waits for one of your calls, as
 * AUTHORIZED waits for a capture or a cancel.
 */
export function waitsForCaller<S extends StatusSchema>(schema: S, status: Schemas[S]): boolean {
  const state = lifecycle(schema).states[status];
  return state?.terminal === false && (state.actions?.length ?? 0) > 0;
}

/** Days, hours, minutes and seconds of an ISO 8601 duration such as P7D, PT30M or PT10S. */
const isoDuration = /^P(?:(?<days>\d+)D)?(?:T(?:(?<hours>\d+)H)?(?:(?<minutes>\d+)M)?(?:(?<seconds>\d+)S)?)?$/;

/** An ISO 8601 duration of the contract (P7D, PT30M, PT10S) in milliseconds; undefined when it is not one. */
export function durationMs(duration: string): number | undefined {
  const parts = isoDuration.exec(duration)?.groups;
  if (parts === undefined) return undefined;
  const {days = '0', hours = '0', minutes = '0', seconds = '0'} = parts;
  const ms = (((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1_000;
  return ms > 0 ? ms : undefined;
}

/**
 * How long an entity lives before it expires, from its lifecycle's `expiry.after`: for a session, the 30
 * minutes from its creation after which an INITIATED session answers 410. Undefined when the contract does
 * not state it, so that no sample relies on a number of its own.
 */
export function expiresAfterMs(schema: StatusSchema): number | undefined {
  const after = lifecycle(schema).expiry?.after;
  return after === undefined ? undefined : durationMs(after);
}
