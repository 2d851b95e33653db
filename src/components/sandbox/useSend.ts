import {useState} from 'react';
import type {ApiDocumentId} from '@site/config/apiDocuments';
import {durationMs, durationWords, retryPolicyOf, type OperationEntry} from '@site/contract-core';
import {statusLabel} from '@site/shared/httpStatus';
import {documents, loadSandbox, type SimResponse} from './engine';
import {errorCodesIn} from './errorCodes';
import {mountOf, pathAndQuery, type ConsoleRequest} from './request';
import {rememberMade} from './recent';

const callTimeout = retryPolicyOf(documents.merchant)?.timeout ?? 'PT10S';
const callTimeoutMs = durationMs(callTimeout);

export interface Sent {
  readonly response: SimResponse;
  /** The answer's body as the service sends it: JSON, pretty-printed. */
  readonly text: string;
}

interface Target {
  readonly api: ApiDocumentId;
  readonly entry: OperationEntry;
  /** Whether the operation is called with a bearer token. */
  readonly bearerToken: boolean;
}

/** What the status region says of an answer. */
function answerWords({operationId}: OperationEntry, response: SimResponse, bearerToken: boolean): string {
  const codes = errorCodesIn(response.body);
  // Tokens last as long as the contract's x-sandbox says, on the sandbox's clock, which the reader may move.
  const tokenHint = response.status === 401 && bearerToken ? ' Press “New token” for a fresh access token.' : '';
  return `${operationId} answered ${statusLabel(String(response.status))}${codes.length === 0 ? '' : `, error code ${codes.join(', ')}`}.${tokenHint}`;
}

/**
 * Sending a console's request to the page's sandbox: the answer, whether one is on its way, and what the
 * status region announces.
 */
export function useSend({api, entry, bearerToken}: Target) {
  const [sent, setSent] = useState<Sent>();
  const [sending, setSending] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  async function send(request: ConsoleRequest, body: string) {
    setSending(true);
    setAnnouncement('Sending…');
    const sandbox = await loadSandbox();
    const answered = sandbox.send({
      method: entry.method.toUpperCase(),
      url: `${mountOf(api)}${pathAndQuery(entry, request)}`,
      headers: Object.fromEntries(request.headers),
      ...(body === '' ? {} : {body}),
    });
    // Wait as a client should: no longer than the contract's x-retry-policy timeout. A later answer is lost,
    // as it would be in production, though the sandbox goes on with what the request started.
    const response = await Promise.race([
      answered,
      new Promise<undefined>((resolve) => setTimeout(resolve, callTimeoutMs)),
    ]);
    void answered.then((late) => {
      rememberMade(entry.method, entry.path, late);
    });
    setSending(false);
    if (response === undefined) {
      setSent(undefined);
      setAnnouncement(
        `No answer from ${entry.operationId} within ${durationWords(callTimeout)}: treat the answer as lost. Look the request up before you send it again (Retries and repeats, in the reference).`,
      );
      return;
    }
    setSent({response, text: response.body === undefined ? '' : JSON.stringify(response.body, null, 2)});
    setAnnouncement(answerWords(entry, response, bearerToken));
  }

  return {sent, sending, announcement, send};
}
