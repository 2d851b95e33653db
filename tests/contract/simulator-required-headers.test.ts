/**
 * A request without one of its operation's required headers (X-Merchant-Id, X-Checkout-Id, X-Customer-Id)
 * answers 400 with the catalogue's code, on every operation of the three documents, never a 500: the header
 * is checked before anything is read, and every such operation documents its 400.
 */
import {describe, expect, it} from 'vitest';
import {simulatorContract, type Route} from '../../simulator';
import {nodeSimulator} from '../../simulator/node';
import {scenarioMerchantId, stableSimulatorOptions} from '../../simulator';
import {contractDocuments} from '../support/simulator';

const documents = await contractDocuments();
const {routes, errorCodes} = simulatorContract(documents);
const anyId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** A value a parameter accepts: its example, or an id. */
function valueOf(parameter: Route['entry']['parameters'][number]): string {
  const example = parameter.example ?? (parameter.schema as {example?: unknown} | undefined)?.example;
  return typeof example === 'string' || typeof example === 'number' ? String(example) : anyId;
}

function url(route: Route): string {
  const path = route.entry.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = route.entry.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    return parameter === undefined ? anyId : valueOf(parameter);
  });
  const query = route.entry.parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required === true)
    .map((parameter) => `${parameter.name}=${encodeURIComponent(valueOf(parameter))}`);
  return `${route.prefix}${path}${query.length === 0 ? '' : `?${query.join('&')}`}`;
}

const cases = routes
  .filter((route) => route.api !== 'hcp')
  .flatMap((route) =>
    route.entry.parameters
      .filter((parameter) => parameter.in === 'header' && parameter.required === true)
      .map((parameter) => [`${route.entry.operationId} without ${parameter.name}`, route, parameter.name] as const),
  );

describe('a missing required header', () => {
  it('is required somewhere in each API', () => {
    expect(cases.some(([, , name]) => name === 'X-Checkout-Id')).toBe(true);
    expect(cases.some(([, , name]) => name === 'X-Merchant-Id')).toBe(true);
  });

  it.each(cases)('%s answers 400 with a catalogue code', async (_name, route, missing) => {
    const simulator = await nodeSimulator({documents, origin: 'http://simulator.test', ...stableSimulatorOptions()});
    const token = await simulator.handle({
      method: 'POST',
      url: '/oauth2/token',
      headers: {authorization: `Basic ${btoa('client:secret')}`},
      body: 'grant_type=client_credentials&scope=nonprod-all',
    });
    const sent = new Map<string, string>([
      ['authorization', `Bearer ${String((token.body as {access_token?: unknown}).access_token)}`],
      ['x-upstream-env', 'test'],
      ['content-type', 'application/json'],
      ['x-merchant-id', scenarioMerchantId],
    ]);
    for (const parameter of route.entry.parameters) {
      if (parameter.in === 'header' && parameter.required === true && parameter.name !== 'X-Merchant-Id')
        sent.set(parameter.name.toLowerCase(), valueOf(parameter));
    }
    sent.delete(missing.toLowerCase());
    const headers = Object.fromEntries(sent);
    const answer = await simulator.handle({
      method: route.entry.method.toUpperCase(),
      url: url(route),
      headers,
      body: '{}',
    });
    const code = (answer.body as {error?: {errorCode?: string}} | undefined)?.error?.errorCode;
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(errorCodes.has(code ?? ''), code ?? 'no code').toBe(true);
  });
});
