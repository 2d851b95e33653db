/**
 * Repeats, recovery and access, decided once in the contract: `x-idempotency` on every operation that
 * creates or changes something, valid against its JSON Schema and pointing only at what exists; the one
 * retry policy and the one access rule every document shares; and the decisions that keep a customer from
 * being charged twice.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import {beforeAll, describe, expect, it} from 'vitest';
import {accessRuleOf, durationSeconds, idempotencyOf, retryPolicyOf, type Idempotency} from '../../contract-core';
import {loadBundledContracts, type Contract, type OperationEntry, type Schema} from '../support/contract';
import {repoRoot} from '../../harness/paths';

// strictRequired would refuse the steps' `if`/`then` rules, which require fields the step object defines beside them.
const validateShape = new Ajv2020({allErrors: true, strict: true, strictRequired: false}).compile(
  JSON.parse(readFileSync(join(repoRoot, 'openapi/extensions/x-idempotency.schema.json'), 'utf8')) as object,
);

/** Calls that change something although they are GETs: confirming a payment completes its authentication. */
const changingGets = new Set(['confirmCheckoutPayment']);

let contracts: Contract[] = [];
beforeAll(async () => {
  contracts = await loadBundledContracts();
});

function changing(entry: OperationEntry): boolean {
  return entry.method !== 'get' || changingGets.has(entry.operation.operationId ?? '');
}

/** Whether a request body schema, in any of its parts (allOf, oneOf, anyOf), has a property at a dotted path. */
function hasPath(contract: Contract, pointer: readonly string[], path: readonly string[]): boolean {
  const [first, ...rest] = path;
  if (first === undefined) return true;
  const schema = contract.locate<Schema>(pointer);
  if (schema.value.properties?.[first] !== undefined) {
    return hasPath(contract, [...schema.pointer, 'properties', first], rest);
  }
  return (['allOf', 'oneOf', 'anyOf'] as const).some((keyword) =>
    (schema.value[keyword] ?? []).some((_, index) =>
      hasPath(contract, [...schema.pointer, keyword, String(index)], path),
    ),
  );
}

function idempotencyOfCall(contract: Contract, operationId: string): Idempotency {
  const entry = contract.operations.find(({operation}) => operation.operationId === operationId);
  const idempotency = entry === undefined ? undefined : idempotencyOf(entry.operation);
  if (idempotency === undefined) throw new Error(`${operationId} has no x-idempotency`);
  return idempotency;
}

function merchant(): Contract {
  const found = contracts.find(({apiDocument}) => apiDocument.id === 'merchant');
  if (found === undefined) throw new Error('No merchant document');
  return found;
}

describe('x-idempotency', () => {
  it('is on every operation that creates or changes something, and on no read', () => {
    const wrong = contracts.flatMap((contract) =>
      contract.operations.flatMap((entry) =>
        changing(entry) === (idempotencyOf(entry.operation) !== undefined)
          ? []
          : [`${contract.apiDocument.id} ${entry.call}`],
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('has the shape of openapi/extensions/x-idempotency.schema.json', () => {
    const invalid = contracts.flatMap((contract) =>
      contract.operations.flatMap((entry) => {
        const idempotency = idempotencyOf(entry.operation);
        if (idempotency === undefined || validateShape(idempotency)) return [];
        return [`${contract.apiDocument.id} ${entry.call}: ${JSON.stringify(validateShape.errors)}`];
      }),
    );
    expect(invalid).toEqual([]);
  });

  it('answers repeats with statuses the operation declares and codes the catalogue holds', () => {
    const wrong = contracts.flatMap((contract) => {
      const codes = new Set(contract.errorCodes().map(({errorCode}) => errorCode));
      return contract.operations.flatMap((entry) => {
        const idempotency = idempotencyOf(entry.operation);
        if (idempotency === undefined) return [];
        return Object.entries(idempotency.repeat).flatMap(([repeat, answer]) => [
          ...(String(answer.status) in entry.operation.responses
            ? []
            : [`${entry.call} ${repeat}: ${answer.status} is not a response of the operation`]),
          ...(answer.errorCode === undefined || codes.has(answer.errorCode)
            ? []
            : [`${entry.call} ${repeat}: ${answer.errorCode} is not in the catalogue`]),
        ]);
      });
    });
    expect(wrong).toEqual([]);
  });

  it('looks up only with reads of the same document, and names key fields the request body has', () => {
    const wrong = contracts.flatMap((contract) =>
      contract.operations.flatMap((entry) => {
        const idempotency = idempotencyOf(entry.operation);
        if (idempotency === undefined) return [];
        const steps = Object.values(idempotency.recovery).flat();
        const lookups = steps.flatMap(({operation}) => (operation === undefined ? [] : [operation]));
        const badLookups = lookups.filter(
          (operationId) =>
            !contract.operations.some(
              ({operation, method}) =>
                operation.operationId === operationId && (method === 'get' || operationId === 'searchPaymentMethods'),
            ),
        );
        const field = 'field' in idempotency.key ? idempotency.key.field : undefined;
        const bodySchema = [...entry.pointer, 'requestBody', 'content', 'application/json', 'schema'];
        const badKey =
          field === undefined || hasPath(contract, bodySchema, field.split('.')) ? [] : [`${entry.call}: key ${field}`];
        return [...badLookups.map((operationId) => `${entry.call}: lookup ${operationId}`), ...badKey];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it('is the same for an operation that two documents share', () => {
    const byOperationId = new Map<string, string>();
    const different = contracts.flatMap((contract) =>
      contract.operations.flatMap((entry) => {
        const idempotency = idempotencyOf(entry.operation);
        const operationId = entry.operation.operationId ?? '';
        if (idempotency === undefined) return [];
        const known = byOperationId.get(operationId);
        byOperationId.set(operationId, JSON.stringify(idempotency));
        return known === undefined || known === JSON.stringify(idempotency) ? [] : [operationId];
      }),
    );
    expect(different).toEqual([]);
  });
});

describe('the decisions that prevent double charges', () => {
  it('after a lost POST /payments and an empty lookup, resends with the same merchantTransactionId', () => {
    const {key, recovery} = idempotencyOfCall(merchant(), 'createPayment');
    expect(key).toEqual({field: 'merchantTransactionId'});
    const [lookup, resend] = recovery.timeout;
    expect(lookup?.operation).toBe('findPaymentsByMerchantTransactionId');
    expect(lookup?.outcomes?.find(({answer}) => answer.includes('empty'))?.then).toMatch(/same merchantTransactionId/);
    expect(resend).toMatchObject({do: 'resend', key: 'same'});
  });

  // C1/C16: the 500 left a FAILED payment under the identifier; the lookup finds it, a resend is a duplicate.
  it('never sends a payment again after a 500: it was recorded FAILED, and a new attempt takes a new key', () => {
    for (const operationId of ['createPayment', 'createTokenPayment']) {
      const {serverError} = idempotencyOfCall(merchant(), operationId).recovery;
      expect(serverError.some((step) => step.do === 'resend' && step.key === 'same')).toBe(false);
      expect(serverError[0]).toMatchObject({do: 'lookup', operation: 'findPaymentsByMerchantTransactionId'});
      expect(serverError[0]?.note).toMatch(/recorded it as FAILED/);
      expect(serverError.at(-1)).toMatchObject({do: 'resend', key: 'new'});
    }
  });

  it('names the replay fields of every operation that replays, and only fields its body has', () => {
    for (const contract of contracts) {
      for (const entry of contract.operations) {
        const idempotency = idempotencyOf(entry.operation);
        if (idempotency === undefined || !('field' in idempotency.key)) continue;
        const replays = idempotency.repeat.sameRequest.errorCode === undefined;
        expect(idempotency.key.replayFields !== undefined, entry.call).toBe(replays);
      }
    }
    const {key} = idempotencyOfCall(merchant(), 'createRefund');
    expect('field' in key && key.replayFields).toEqual(['paymentId', 'paymentMethodId', 'amount', 'reason']);
  });

  it('creates a session again with a new identifier after a 500, never the same request', () => {
    const {serverError} = idempotencyOfCall(merchant(), 'createSession').recovery;
    expect(serverError).toEqual([expect.objectContaining({do: 'resend', key: 'new'})]);
  });

  it('replays a refund sent again with the same identifier and body', () => {
    const {repeat, recovery} = idempotencyOfCall(merchant(), 'createRefund');
    expect(repeat.sameRequest.status).toBe(202);
    expect(repeat.differentRequest.errorCode).toBe('DUPLICATE_MERCHANT_TRANSACTION_ID');
    expect(recovery.timeout[0]).toMatchObject({do: 'resend', key: 'same'});
  });

  it('waits Retry-After and resends unchanged after a 429, on every operation', () => {
    const wrong = contracts.flatMap((contract) =>
      contract.operations.flatMap((entry) => {
        const steps = idempotencyOf(entry.operation)?.recovery.tooManyRequests;
        if (steps === undefined) return [];
        const [wait, resend] = steps;
        return wait?.after === 'Retry-After' && resend?.key === 'same' ? [] : [entry.call];
      }),
    );
    expect(wrong).toEqual([]);
  });
});

describe('one retry policy and one access rule for every document', () => {
  it('gives every document the same x-retry-policy, with limits a client can use', () => {
    const policies = contracts.map(({document}) => retryPolicyOf(document));
    expect(new Set(policies.map((policy) => JSON.stringify(policy))).size).toBe(1);
    const [policy] = policies;
    expect(durationSeconds(policy?.timeout ?? '')).toBe(10);
    expect(policy?.attempts).toBe(3);
    expect(policy?.backoff.map(durationSeconds)).toEqual([1, 2, 4]);
    expect(durationSeconds(policy?.maxPollInterval ?? '')).toBe(10);
  });

  it('answers another merchant’s resource with the 404 of an unknown id, and 403 only for a missing scope or another merchant’s token', () => {
    const rules = contracts.map(({document}) => accessRuleOf(document));
    expect(new Set(rules.map((rule) => JSON.stringify(rule))).size).toBe(1);
    const [rule] = rules;
    expect(rule?.otherMerchant.status).toBe(rule?.unknownId.status);
    expect(rule?.unknownId.status).toBe(404);
    expect(rule?.missingScope.status).toBe(403);
    expect(rule?.otherMerchantToken.status).toBe(403);
  });

  it('says so in every 403 and 404 answer', () => {
    const wrong = contracts.flatMap((contract) =>
      contract.operations.flatMap((entry) =>
        (['403', '404'] as const).flatMap((status) => {
          if (entry.operation.responses[status] === undefined) return [];
          const {description} = contract.locate<{description: string}>([...entry.pointer, 'responses', status]).value;
          const says = status === '403' ? /never a 403/ : /another (merchant|customer)|no bank/i;
          return says.test(description) ? [] : [`${entry.call} ${status}: ${description}`];
        }),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it('uses 406 on a read only for the Accept header, never for a decline', () => {
    const entry = merchant().operation('GET /payments/{paymentId}');
    const {description} = merchant().locate<{description: string}>([...entry.pointer, 'responses', '406']).value;
    expect(description).toMatch(/Accept header/);
    expect(description).toMatch(/never means a decline/);
  });
});
