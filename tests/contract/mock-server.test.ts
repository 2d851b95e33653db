/**
 * A real mock server refuses what the contract forbids. Prism mocks each bundled document; every request
 * example of the document must be accepted, and for every rule of the request table (notes/requirements.md#validation-rules) its
 * first passing value must be accepted and its first failing value refused with 400 or 422.
 */
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {apiDocuments, type ApiDocumentId} from '../../config/apiDocuments';
import {loadContract, type Contract, type OperationEntry} from '../support/contract';
import {startMockServer, type MockServer} from '../support/prism';
import {bodyChanged, bodyRules, bodyWith, fieldRules, sample, type Body} from '../support/requestRules';

const servers = new Map<ApiDocumentId, MockServer>();

beforeAll(async () => {
  // One at a time: the machine is shared, and each Prism compiles its whole document on start.
  for (const apiDocument of apiDocuments) servers.set(apiDocument.id, await startMockServer(apiDocument));
}, 180_000);

afterAll(async () => {
  await Promise.all([...servers.values()].map((server) => server.stop()));
});

/** The path with each path parameter replaced by its example, and the headers the call requires. */
function requestTarget(contract: Contract, entry: OperationEntry): {path: string; headers: Record<string, string>} {
  const parameters = contract.parameters(entry).map(({value}) => value);
  const path = parameters
    .filter((parameter) => parameter.in === 'path')
    .reduce((sofar, {name, example}) => sofar.replace(`{${name}}`, encodeURIComponent(String(example))), entry.path);
  const headers = Object.fromEntries(
    parameters
      .filter((parameter) => parameter.in === 'header' && parameter.required === true)
      .map(({name, example}) => [name, String(example)]),
  );
  return {path, headers};
}

async function send(api: ApiDocumentId, call: string, body: unknown): Promise<number> {
  const server = servers.get(api);
  if (server === undefined) throw new Error(`No mock server for ${api}`);
  const contract = await loadContract(api);
  const entry = contract.operation(call);
  const {path, headers} = requestTarget(contract, entry);
  const response = await fetch(`${server.origin}${path}`, {
    method: entry.method.toUpperCase(),
    headers: {...headers, authorization: 'Bearer mock-token', 'content-type': 'application/json'},
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

const isAccepted = (status: number): boolean => status >= 200 && status < 300;
const isRefused = (status: number): boolean => status === 400 || status === 422;

describe.each(apiDocuments.map(({id}) => id))('Prism on the %s document', async (api) => {
  const contract = await loadContract(api);
  const examples = contract.operations.flatMap((entry) =>
    entry.operation.requestBody === undefined
      ? []
      : contract
          .contentExamples([...entry.pointer, 'requestBody'])
          .map((example) => ({call: entry.call, name: example.name, value: example.value})),
  );

  it.each(examples)('accepts the $name example of $call', async ({call, value}) => {
    expect(await send(api, call, value)).toSatisfy(isAccepted);
  });
});

/** The first value or change that must pass and the first that must fail, of each rule. */
const firstOf = <T>(list: readonly T[]): T[] => list.slice(0, 1);

const fieldCases = fieldRules.flatMap(({rule, fields, passes, fails}) =>
  firstOf(fields).flatMap((field) => [
    ...firstOf(passes).map((value) => ({
      rule,
      label: `${field} = ${sample(value).label}`,
      body: bodyWith(field, sample(value).value),
      valid: true,
    })),
    ...firstOf(fails).map((value) => ({
      rule,
      label: `${field} = ${sample(value).label}`,
      body: bodyWith(field, sample(value).value),
      valid: false,
    })),
  ]),
);

const bodyCases = bodyRules.flatMap(({rule, bodies: names, passes, fails}) =>
  firstOf(names).flatMap((name) => [
    ...firstOf(Object.entries(passes)).map(([label, changes]) => ({
      rule,
      label: `${name} with ${label}`,
      body: bodyChanged(name, changes),
      valid: true,
    })),
    ...firstOf(Object.entries(fails)).map(([label, changes]) => ({
      rule,
      label: `${name} with ${label}`,
      body: bodyChanged(name, changes),
      valid: false,
    })),
  ]),
);

describe('Prism applies every rule of the request table', () => {
  it.each([...fieldCases, ...bodyCases])(
    '$rule: $label',
    async ({body, valid}: {body: Required<Body>; valid: boolean}) => {
      const status = await send(body.api, body.call, body.value);
      expect(status).toSatisfy(valid ? isAccepted : isRefused);
    },
  );
});
