/**
 * The `x-lifecycle` of every status enum: its shape (the extension's own JSON Schema), and that it is a
 * sound state machine over exactly the enum's values, whose calls, actions, GET answers and webhook
 * events exist in the contract.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import {beforeAll, describe, expect, it} from 'vitest';
import {currentStates, durationDays, lifecycleOf, moverCall, type Lifecycle} from '../../contract-core';
import {loadBundledContracts, type Contract, type Schema} from '../support/contract';
import {repoRoot} from '../../harness/paths';

/** Every status enum of the contract, and the entity whose life it describes (notes/requirements.md#statuses). */
const statusEnums = [
  'PaymentStatus',
  'RefundStatus',
  'SessionStatus',
  'CheckoutSessionStatus',
  'ChildSessionStatus',
  'PaymentMethodStatus',
  'SetupPaymentMethodStatus',
  'CardStatus',
  'BankAccountStatus',
  'ChargeStatus',
  'DisputeStatus',
] as const;

const extensionSchema = JSON.parse(
  readFileSync(join(repoRoot, 'openapi/extensions/x-lifecycle.schema.json'), 'utf8'),
) as object;
const validateShape = new Ajv2020({allErrors: true, strict: true}).compile(extensionSchema);

let contracts: Contract[] = [];
beforeAll(async () => {
  contracts = await loadBundledContracts();
});

function schemaNamed(name: string): Schema {
  const holder = contracts.find((contract) => contract.hasSchema(name));
  if (holder === undefined) throw new Error(`No document holds ${name}`);
  return holder.schemaAt(name).value;
}

function lifecycleNamed(name: string): Lifecycle {
  const lifecycle = lifecycleOf(schemaNamed(name));
  if (lifecycle === undefined) throw new Error(`${name} has no x-lifecycle`);
  return lifecycle;
}

function operationIds(): Set<string> {
  return new Set(
    contracts.flatMap((contract) =>
      contract.operations.flatMap(({operation}) =>
        operation.operationId === undefined ? [] : [operation.operationId],
      ),
    ),
  );
}

function hasCall(call: string): boolean {
  return contracts.some((contract) => contract.hasCall(call));
}

/** The webhook event types the contract sends: the values of every `*EventType` enum. */
function webhookEvents(): Set<string> {
  const names = ['PaymentEventType', 'PaymentMethodEventType', 'RefundEventType', 'DisputeEventType'];
  return new Set(names.flatMap((name) => (schemaNamed(name).enum ?? []).map(String)));
}

it('every enum the contract names a status carries a lifecycle, and this list names them all', () => {
  const statusNamed = new Set(
    contracts.flatMap((contract) =>
      Object.entries(contract.document.components?.schemas ?? {})
        .filter(([name, schema]) => name.endsWith('Status') && 'enum' in schema && Array.isArray(schema.enum))
        .map(([name]) => name),
    ),
  );
  expect([...statusNamed].sort()).toEqual([...statusEnums].sort());
  for (const name of statusEnums) expect(lifecycleOf(schemaNamed(name)), name).toBeDefined();
});

describe.each(statusEnums)('%s', (name) => {
  it('has the shape of the x-lifecycle extension', () => {
    const valid = validateShape(lifecycleOf(schemaNamed(name)));
    expect(validateShape.errors ?? [], JSON.stringify(validateShape.errors)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('has every enum value as a state and every state as an enum value', () => {
    const values = (schemaNamed(name).enum ?? []).map(String);
    expect(Object.keys(lifecycleNamed(name).states).sort()).toEqual([...values].sort());
  });

  it('marks exactly the deprecated enum values as deprecated aliases of current states', () => {
    const lifecycle = lifecycleNamed(name);
    const deprecatedValues = ((schemaNamed(name) as {'x-deprecated-enum'?: unknown[]})['x-deprecated-enum'] ?? []).map(
      String,
    );
    for (const [state, details] of Object.entries(lifecycle.states)) {
      if (details.sameAs === undefined) continue;
      const target = lifecycle.states[details.sameAs];
      expect(target, `${state} stands for ${details.sameAs}`).toBeDefined();
      expect(target?.sameAs, `${details.sameAs} is itself an alias`).toBeUndefined();
      expect(details.terminal, `${state} is final exactly when ${details.sameAs} is`).toBe(target?.terminal);
    }
    for (const value of deprecatedValues) expect(lifecycle.states[value]?.deprecated, value).toBe(true);
  });

  it('joins known, current states in its starts, transitions and expiry', () => {
    const lifecycle = lifecycleNamed(name);
    const current = (state: string) => currentStates(lifecycle).includes(state);
    for (const {state} of lifecycle.initial) expect(current(state), `start ${state}`).toBe(true);
    for (const {from, to} of lifecycle.transitions) {
      expect(current(from), `${from} -> ${to}: from`).toBe(true);
      expect(current(to), `${from} -> ${to}: to`).toBe(true);
      expect(from, 'a transition moves').not.toBe(to);
    }
    for (const state of lifecycle.expiry?.states ?? []) expect(current(state), `expiry of ${state}`).toBe(true);
  });

  it('lets nothing leave a final state, and gives every other state a way out', () => {
    const lifecycle = lifecycleNamed(name);
    for (const [state, details] of Object.entries(lifecycle.states)) {
      if (details.sameAs !== undefined) continue;
      const exits = lifecycle.transitions.filter(({from}) => from === state);
      if (details.terminal) expect(exits, `${state} is final`).toEqual([]);
      else expect(exits.length, `${state} is not final, so something must move it on`).toBeGreaterThan(0);
    }
  });

  it('reaches every current state from a start', () => {
    const lifecycle = lifecycleNamed(name);
    const reached = new Set(lifecycle.initial.map(({state}) => state));
    for (let grown = true; grown;) {
      grown = false;
      for (const {from, to} of lifecycle.transitions) {
        if (reached.has(from) && !reached.has(to)) {
          reached.add(to);
          grown = true;
        }
      }
    }
    for (const state of currentStates(lifecycle)) expect(reached.has(state), `${state} is reachable`).toBe(true);
  });

  it('names only calls, actions and webhook events the contract has', () => {
    const lifecycle = lifecycleNamed(name);
    const ids = operationIds();
    const events = webhookEvents();
    const movers = [...lifecycle.initial.map(({by}) => by), ...lifecycle.transitions.map(({by}) => by)];
    for (const by of movers) {
      if (moverCall(by) !== undefined) expect(hasCall(by), `${by} is a call of the contract`).toBe(true);
    }
    for (const [state, details] of Object.entries(lifecycle.states)) {
      for (const action of details.actions ?? []) expect(ids.has(action), `${state}: action ${action}`).toBe(true);
    }
    for (const {event} of [...lifecycle.initial, ...lifecycle.transitions]) {
      if (event !== undefined) expect(events.has(event), `event ${event}`).toBe(true);
    }
  });

  it('gives, for an entity with a GET, the answer of that GET in every current state', () => {
    const lifecycle = lifecycleNamed(name);
    if (lifecycle.get === undefined) {
      for (const details of Object.values(lifecycle.states)) expect(details.getStatus).toBeUndefined();
      return;
    }
    const getId = lifecycle.get;
    const get = contracts
      .flatMap((contract) => contract.operations)
      .find(({operation}) => operation.operationId === getId);
    expect(get, `${getId} exists`).toBeDefined();
    expect(get?.method).toBe('get');
    const documented = Object.keys(get?.operation.responses ?? {});
    for (const [state, details] of Object.entries(lifecycle.states)) {
      if (details.sameAs !== undefined) continue;
      expect(details.getStatus, `${state} says what ${getId} answers`).toBeDefined();
      expect(documented, `${getId} documents ${String(details.getStatus)}`).toContain(String(details.getStatus));
    }
    if (lifecycle.expiry !== undefined) expect(documented).toContain(String(lifecycle.expiry.getStatus));
  });
});

describe('the payment lifecycle', () => {
  it('ends the 7-day authorization validity with an expiry transition out of every open authorization', () => {
    const lifecycle = lifecycleNamed('PaymentStatus');
    const captureOrCancel = Object.entries(lifecycle.states)
      .filter(([, details]) => details.actions?.includes('capturePayment') === true)
      .map(([state]) => state);
    expect(captureOrCancel.sort()).toEqual(['AUTHORIZED', 'CANCEL_FAILED']);
    for (const state of captureOrCancel) {
      const expiry = lifecycle.transitions.find(({from, after}) => from === state && after !== undefined);
      expect(expiry, `${state} lapses`).toBeDefined();
      expect(durationDays(expiry?.after ?? '')).toBe(7);
      expect(expiry?.by).toBe('service');
      expect(expiry?.to).toBe('CANCELED');
      expect(lifecycle.states[expiry?.to ?? '']?.terminal).toBe(true);
    }
  });

  it('answers 202 to a GET while the payment moves by itself, and 200 once it rests', () => {
    const lifecycle = lifecycleNamed('PaymentStatus');
    for (const [state, details] of Object.entries(lifecycle.states)) {
      if (details.sameAs !== undefined) continue;
      const rests = details.terminal || (details.actions ?? []).length > 0;
      expect(details.getStatus, state).toBe(rests ? 200 : 202);
    }
  });
});

describe('the session lifecycle', () => {
  it('answers 410 once an unfinished session has expired', () => {
    const lifecycle = lifecycleNamed('SessionStatus');
    expect(lifecycle.expiry?.getStatus).toBe(410);
    expect(lifecycle.expiry?.states).toEqual(['INITIATED']);
  });
});
