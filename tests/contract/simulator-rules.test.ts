/**
 * The simulator refuses what the contract's rules refuse, with the catalogue code the request checker
 * gives: every explained case of the rule table (tests/support/requestRules.ts), sent as a request to the
 * simulator, answers 400 with that code. Each operation's own example, unchanged, is accepted past
 * validation.
 */
import {describe, expect, it} from 'vitest';
import {type CheckerOperation, operationsOf} from '../../contract-core';
import {mounts} from '../../simulator';
import {requestCheckerData} from '../../plugins/openapi-docs/requestChecker';
import {bundledDocuments} from '../support/bundledDocuments';
import {checkerCases, exampleChanged} from '../support/requestRules';
import {useSimulator} from '../support/simulator';

const bundled = await bundledDocuments();
const data = requestCheckerData(bundled);

/** The example of every required header the operation lists beyond the ones every call carries. */
function requiredHeaders(target: CheckerOperation): Record<string, string> {
  const document = bundled.find(({apiDocument}) => apiDocument.id === target.api)?.document;
  const entry =
    document === undefined
      ? undefined
      : operationsOf(document).find(({operationId}) => operationId === target.operationId);
  return Object.fromEntries(
    (entry?.parameters ?? [])
      .filter(
        (parameter) => parameter.in === 'header' && parameter.required === true && parameter.name !== 'X-Merchant-Id',
      )
      .map((parameter) => [parameter.name, String(parameter.example)]),
  );
}
const anyId = '7c1f4e2a-8b3d-4f6e-9a0c-5d2b1e8f3a47';

function operation(key: string): CheckerOperation {
  const found = data.operations.find((candidate) => candidate.key === key);
  if (found === undefined) throw new Error(`The checker lists no operation ${key}`);
  return found;
}

/** Where the simulator serves the operation, with any id in its path. */
function urlOf(target: CheckerOperation): string {
  const mount = mounts.find(({apis}) => apis.some((api) => api === target.api));
  if (mount === undefined) throw new Error(`No mount serves ${target.api}`);
  return `${mount.prefix}${target.path.replace(/\{[^}]+\}/g, anyId)}`;
}

const errorCodeOf = (body: unknown): unknown => (body as {error?: {errorCode?: unknown}} | undefined)?.error?.errorCode;

describe('the simulator on the rule table', () => {
  const harness = useSimulator();

  it.each(checkerCases.map((entry) => [entry.operation, entry.label, entry] as const))(
    '%s with %s: 400 and its code',
    async (_operation, _label, entry) => {
      const target = operation(entry.operation);
      // The Merchant API answers /v1 paths both public documents hold, so a health-care case reaches it.
      const answer = await harness().api(
        target.method.toUpperCase(),
        urlOf(target),
        JSON.parse(exampleChanged(target.example, entry.changes)),
        {...requiredHeaders(target), ...entry.headers},
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(errorCodeOf(answer.body)).toBe(entry.code);
    },
  );

  it.each(data.operations.map((target) => [target.key, target] as const))(
    '%s: its own example passes validation',
    async (_key, target) => {
      const body: unknown = target.example === '' ? undefined : JSON.parse(target.example);
      const answer = await harness().api(target.method.toUpperCase(), urlOf(target), body, requiredHeaders(target));
      // Past validation an example may still meet the state (a payment that does not exist), never a rule.
      expect(
        [400].includes(answer.status) && errorCodeOf(answer.body) !== undefined ? errorCodeOf(answer.body) : 'accepted',
      ).toMatch(
        /^(accepted|PAYMENT_NOT_FOUND|PAYMENT_NOT_CAPTURABLE|PAYMENT_NOT_REFUNDABLE|REFUND_PAYMENT_METHOD_INVALID|REFUND_AMOUNT_EXCEEDS_CAPTURED|PAYMENT_METHOD_NOT_USABLE)$/,
      );
    },
  );
});
