/**
 * The simulator in Node: the three documents bundled from openapi/ (as the site bundles them), validators
 * compiled on demand with the contract's one Ajv set-up, and every answer checked against the responses
 * the operation documents (its status, its body, and an error's code among those the response lists), so
 * the simulator cannot drift from the pages.
 */
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {bundleDocument, schemaValidators} from '../../contract-core/node';
import {
  bodyErrorCode,
  type Example,
  isRef,
  locate,
  type OpenApiDocument,
  parsePointerFragment,
  type Pointer,
  pointerFragment,
  type Referenced,
  resolve,
} from '../../contract-core';
import {apiDocuments} from '../../config/apiDocuments';
import type {ContractDocuments, Route} from '../contract';
import {createSimulator, type Simulator, type SimulatorOptions} from '../index';
import type {ResponseCheck} from '../requests';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export async function bundleContractDocuments(): Promise<ContractDocuments> {
  const bundled = await Promise.all(
    apiDocuments.map(async ({id, source}) => {
      const {document} = await bundleDocument(join(repoRoot, source), join(repoRoot, 'redocly.yaml'));
      return [id, document] as const;
    }),
  );
  return Object.fromEntries(bundled) as unknown as ContractDocuments;
}

/** The pointer of a documented response, after the component a `$ref` names. */
function responsePointer(document: OpenApiDocument, route: Route, status: string): Pointer | undefined {
  const {path, method, operation} = route.entry;
  const response: unknown = operation.responses[status];
  if (response === undefined) return undefined;
  return isRef(response) ? parsePointerFragment(response.$ref) : ['paths', path, method, 'responses', status];
}

/** The errorCodes of the examples a documented response lists: the codes its page shows for the call. */
function listedErrorCodes(document: OpenApiDocument, pointer: Pointer): Set<string> {
  type Media = {readonly examples?: Record<string, Referenced<Example>>; readonly example?: unknown};
  const media = locate<Media>(document, [...pointer, 'content', 'application/json'])?.value;
  const values = [
    ...Object.values(media?.examples ?? {}).map((example) => resolve(document, example).value),
    media?.example,
  ];
  return new Set(values.flatMap((value) => bodyErrorCode(value) ?? []));
}

function responseChecker(documents: ContractDocuments, validators: SimulatorOptions['validators']): ResponseCheck {
  return (route, response) => {
    const document = documents[route.api];
    const status = String(response.status);
    const pointer = responsePointer(document, route, status) ?? responsePointer(document, route, 'default');
    const call = `${route.entry.method.toUpperCase()} ${route.entry.path}`;
    if (pointer === undefined) return `${call} does not document ${status}`;
    if (response.body === undefined) return undefined;
    const uri = `${route.api}${pointerFragment([...pointer, 'content', 'application/json', 'schema'])}`;
    const validate = validators[route.api](uri);
    if (validate !== undefined && !validate(response.body)) {
      const errors = (validate.errors ?? [])
        .slice(0, 3)
        .map(({instancePath, message}) => `${instancePath || '(root)'} ${message ?? ''}`);
      return `${call} answered ${status} with a body the contract refuses: ${errors.join('; ')}`;
    }
    // A failed payment's body carries an errorCode too: only an error answer is held to the listed codes.
    const code = response.status >= 400 ? bodyErrorCode(response.body) : undefined;
    if (code === undefined) return undefined;
    const listed = listedErrorCodes(document, pointer);
    if (listed.size === 0 || listed.has(code)) return undefined;
    return `${call} answered ${status} ${code}, a code its ${status} response does not list`;
  };
}

const compiled = new WeakMap<ContractDocuments, SimulatorOptions['validators']>();

/**
 * The validators of a set of documents, compiled on first use and kept with them: a fresh simulator over
 * the same documents (each of the MCP server's `simulate` calls, each test) reuses what Ajv compiled.
 */
function validatorsOf(documents: ContractDocuments): SimulatorOptions['validators'] {
  let validators = compiled.get(documents);
  if (validators === undefined) {
    validators = {
      merchant: schemaValidators('merchant', documents.merchant),
      internal: schemaValidators('internal', documents.internal),
      hcp: schemaValidators('hcp', documents.hcp),
    };
    compiled.set(documents, validators);
  }
  return validators;
}

export type NodeSimulatorOptions = Omit<SimulatorOptions, 'validators' | 'checkResponse'>;

/** What a simulator in Node is made of besides its clock and ids: the documents, their validators, the answers' check. */
export function nodeSimulatorInputs(
  documents: ContractDocuments,
): Pick<SimulatorOptions, 'documents' | 'validators' | 'checkResponse'> {
  const validators = validatorsOf(documents);
  return {documents, validators, checkResponse: responseChecker(documents, validators)};
}

/**
 * A simulator over bundled documents (bundleContractDocuments reads the repository's), with validators
 * compiled on demand and every answer checked against the contract.
 */
export function nodeSimulator(options: NodeSimulatorOptions): Promise<Simulator> {
  return Promise.resolve(createSimulator({...options, ...nodeSimulatorInputs(options.documents)}));
}
