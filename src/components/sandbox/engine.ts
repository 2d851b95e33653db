/**
 * The sandbox the "Try it" consoles share, as a chunk of its own that a page loads only when a reader opens a
 * console: the simulator of the service (simulator/, the same code the tests and `npm run simulator` run),
 * over the three bundled documents and the validators the build compiled for them, kept for the tab in
 * session storage (simulator/journal.ts).
 */
import type {ApiDocumentId} from '@site/config/apiDocuments';
import {localSimulatorOrigin} from '@site/config/tools';
import {compiledLookup, type CompiledValidators, type OpenApiDocument} from '@site/contract-core';
import {
  createSimulator,
  journaledSimulator,
  type JournaledSimulator,
  type SimRequest,
  type SimResponse,
  webStorageJournal,
} from '@site/simulator';
import {rememberAccessToken} from './recent';
import merchant from '@generated/openapi-docs/default/merchant.json';
import internal from '@generated/openapi-docs/default/internal.json';
import hcp from '@generated/openapi-docs/default/hcp.json';
import merchantValidators from '@generated/openapi-docs/default/merchant.validators.js';
import internalValidators from '@generated/openapi-docs/default/internal.validators.js';
import hcpValidators from '@generated/openapi-docs/default/hcp.validators.js';

export type {SimRequest, SimResponse};

export const documents: Readonly<Record<ApiDocumentId, OpenApiDocument>> = {merchant, internal, hcp};

const validators: Readonly<Record<ApiDocumentId, CompiledValidators>> = {
  merchant: merchantValidators,
  internal: internalValidators,
  hcp: hcpValidators,
};

/** The tab's journal; a reset empties it. */
const journalKey = 'convenient-checkout-sandbox';

export interface Sandbox {
  send(request: SimRequest): Promise<SimResponse>;
  /** False once the tab's storage could not hold the journal: the sandbox lasts until the page is left. */
  kept(): boolean;
  /** Called after every request that may change it, so every console and panel on the page shows the same sandbox. */
  subscribe(listener: () => void): () => void;
}

function sandboxOver(simulator: JournaledSimulator): Sandbox {
  const listeners = new Set<() => void>();
  return {
    async send(request) {
      try {
        return await simulator.handle(request);
      } finally {
        // The sandbox's own reads (its clock, its events) change nothing to show again. The listeners run
        // after the caller has taken the answer, so what the caller remembers of it (recent.ts) is there.
        if (!(request.method === 'GET' && request.url.startsWith('/_sandbox/'))) {
          setTimeout(() => {
            for (const listener of listeners) listener();
          }, 0);
        }
      }
    },
    kept: simulator.kept,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

let loading: Promise<Sandbox> | undefined;

/** The page's one sandbox, made (and replayed from the tab's journal) on first use. */
export function loadSandbox(): Promise<Sandbox> {
  loading ??= journaledSimulator(
    (varying) =>
      createSimulator({
        documents,
        validators: {
          merchant: compiledLookup(validators.merchant),
          internal: compiledLookup(validators.internal),
          hcp: compiledLookup(validators.hcp),
        },
        origin: localSimulatorOrigin,
        ...varying,
      }),
    webStorageJournal(sessionStorage, journalKey),
  ).then(sandboxOver);
  return loading;
}

/** A call to the sandbox's own controls (`/_sandbox/clock`, `/_sandbox/reset`, ...), with a JSON body. */
export async function control(method: 'GET' | 'POST', path: string, body?: unknown): Promise<SimResponse> {
  const sandbox = await loadSandbox();
  return sandbox.send({method, url: path, ...(body === undefined ? {} : {body: JSON.stringify(body)})});
}

/** What a refused control call says, in a sentence. */
export function detailOf(response: SimResponse): string {
  const body = response.body as {detail?: unknown; error_description?: unknown} | undefined;
  const detail = body?.detail ?? body?.error_description;
  return typeof detail === 'string' ? detail : `status ${response.status}`;
}

/** The consoles' client: the sandbox accepts any id and secret, and one scope covers every operation. */
const tokenRequest = {
  method: 'POST',
  url: '/oauth2/token',
  headers: {authorization: `Basic ${btoa('try-it-console:sandbox')}`},
  body: 'grant_type=client_credentials&scope=nonprod-all',
};

/** A new access token for the consoles, which each console that follows the sandbox then sends. */
export async function newAccessToken(): Promise<string | undefined> {
  const sandbox = await loadSandbox();
  const answer = await sandbox.send(tokenRequest);
  const token = (answer.body as {access_token?: unknown} | undefined)?.access_token;
  if (typeof token !== 'string') return undefined;
  rememberAccessToken(token);
  return token;
}
