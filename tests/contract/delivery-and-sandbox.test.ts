/**
 * What the contract says about webhook delivery (`components.x-webhook-delivery`) and what the simulator
 * decides for its own environment (`components.x-sandbox`): both survive bundling with the shapes of their
 * JSON Schemas, the test wallet names only test cards and accounts of x-test-data, and the simulator answers
 * every control call x-sandbox lists (the Simulator page's table).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {describe, expect, it} from 'vitest';
import {durationMs, sandboxOf, testDataOf, webhookDeliveryOf} from '../../contract-core';
import {repoRoot} from '../../harness/paths';
import {loadContract} from '../support/contract';
import {useSimulator} from '../support/simulator';

const {document} = await loadContract('merchant');

function shapeErrors(extension: string, value: unknown): unknown[] {
  const schema = JSON.parse(
    readFileSync(join(repoRoot, `openapi/extensions/${extension}.schema.json`), 'utf8'),
  ) as object;
  const ajv = new Ajv2020({allErrors: true, strict: true});
  addFormats(ajv);
  const validate = ajv.compile(schema);
  validate(value);
  return validate.errors ?? [];
}

describe('x-webhook-delivery and x-sandbox of the Merchant API', () => {
  const delivery = webhookDeliveryOf(document);
  const sandbox = sandboxOf(document);

  it('have the shapes of their JSON Schemas', () => {
    expect(shapeErrors('x-webhook-delivery', delivery)).toEqual([]);
    expect(shapeErrors('x-sandbox', sandbox)).toEqual([]);
  });

  it('give durations the simulator can read, and a timeout shorter than the first retry', () => {
    if (delivery === undefined) throw new Error('no x-webhook-delivery');
    const pauses = delivery.retrySchedule.map(durationMs);
    expect(pauses.every((pause, index) => index === 0 || pause > (pauses[index - 1] ?? 0))).toBe(true);
    expect(durationMs(delivery.timeout)).toBeLessThan(pauses[0] ?? 0);
  });

  it('seed the test wallet only with test cards and accounts of x-test-data', () => {
    const testData = testDataOf(document);
    if (testData === undefined) throw new Error('no x-test-data');
    const cards = new Set(testData.cards.map(({number}) => number));
    const accounts = new Set(
      testData.bankAccounts.map(({routingNumber, accountNumber}) => `${routingNumber} ${accountNumber ?? ''}`),
    );
    for (const entry of testData.wallet) {
      if (entry.card !== undefined) expect(cards).toContain(entry.card);
      if (entry.bankAccount !== undefined)
        expect(accounts).toContain(`${entry.bankAccount.routingNumber} ${entry.bankAccount.accountNumber}`);
    }
  });
});

describe('the control calls x-sandbox lists', () => {
  const harness = useSimulator();
  const controls = sandboxOf(document)?.controls ?? [];

  it('list each call once', () => {
    expect(controls.length).toBeGreaterThan(0);
    expect(new Set(controls.map(({call}) => call)).size).toBe(controls.length);
  });

  it.each(controls.map(({call}) => [call]))('%s is a call the simulator answers', async (call) => {
    const [method, path = ''] = call.split(' ');
    const answer = await harness().control(
      method === 'GET' ? 'GET' : 'POST',
      path.replace('{sessionId}', 'unknown'),
      {},
    );
    const detail = (answer.body as {detail?: unknown} | undefined)?.detail;
    expect(String(detail)).not.toMatch(/^No sandbox control at/);
  });
});
