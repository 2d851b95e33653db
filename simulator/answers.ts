/**
 * The simulator's answers, in the contract's shapes: ErrorResponse for the catalogue's codes,
 * ErrorAuthorizationResource for 401 and 403, ErrorResourceWithErrorDetails for a decline (406), ErrorResource
 * for what no code covers (500, an unknown path).
 */
import type {TestCard} from '../contract-core';
import type {SimulatorContract} from './contract';

export interface SimResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** JSON, or nothing (204). */
  readonly body?: unknown;
}

const json = {'content-type': 'application/json'} as const;

export function answer(status: number, body?: unknown, headers: Readonly<Record<string, string>> = {}): SimResponse {
  // A copy: the state the body shows goes on moving, and an answer must keep what it said when it was given.
  return body === undefined ? {status, headers} : {status, headers: {...json, ...headers}, body: structuredClone(body)};
}

/** The catalogue's message is at most this long (ApiError.message). */
const messageLimit = 1000;

/**
 * The ErrorResponse of a catalogue code: its group and status from the catalogue, its message followed
 * by what exactly was wrong.
 */
export function errorAnswer(contract: SimulatorContract, errorCode: string, detail?: string): SimResponse {
  const code = contract.errorCodes.get(errorCode);
  if (code === undefined) throw new Error(`The simulator answered ${errorCode}, which is not in the catalogue`);
  const message = detail === undefined ? code.message : `${code.message} ${detail}`;
  return answer(code.httpStatus, {
    status: code.httpStatus,
    error: {
      errorGroup: code.errorGroup,
      errorCode: code.errorCode,
      message: message.length > messageLimit ? `${message.slice(0, messageLimit - 1)}…` : message,
      httpStatus: code.httpStatus,
    },
  });
}

export function authorizationAnswer(status: 401 | 403, message: string): SimResponse {
  return answer(status, {message});
}

const titles: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  500: 'Internal Server Error',
};

export function resourceAnswer(status: number, detail: string): SimResponse {
  return answer(status, {title: titles[status] ?? 'Error', status, detail});
}

/** The NotAcceptable answer to a card the issuer declined: the processor's codes in errorDetails, from the test data. */
export function declineAnswer(card: TestCard): SimResponse {
  return answer(406, {
    title: 'Payment declined',
    detail: 'The card was declined by the issuer.',
    status: 406,
    errorDetails: {
      code: card.processorCode ?? 'card_declined',
      message: 'Your card was declined.',
      ...(card.declineCode === undefined ? {} : {declineCode: card.declineCode}),
    },
  });
}
