/**
 * The sandbox page's flows, as text and steps: each step a call (its console has the request ready, so Send
 * is the one click) or a control that acts for the customer or moves the clock. The page serves the text;
 * the steps' consoles and buttons run in the browser (Step.tsx).
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {apiDocuments, type ApiDocumentId} from '@site/config/apiDocuments';
import {type AmountBehaviour, anchors} from '@site/contract-core';

export type Step =
  | {
      readonly kind: 'call';
      readonly api: ApiDocumentId;
      readonly operationId: string;
      readonly bodyFields?: Readonly<Record<string, unknown>>;
      /** A reserved amount of the contract's test data, by its behaviour, for the body's amount. */
      readonly amount?: AmountBehaviour;
      readonly parameters?: Readonly<Record<string, string>>;
      readonly says: ReactNode;
    }
  | {readonly kind: 'customer'; readonly action: 'pay'; readonly says: ReactNode}
  | {readonly kind: 'clock'; readonly advance: string; readonly says: ReactNode};

export interface Flow {
  readonly id: string;
  readonly title: string;
  readonly intro: ReactNode;
  readonly steps: readonly Step[];
}

const reference = (operationId: string) => `${apiDocuments[0].route}#${anchors.operation(operationId)}`;

/** The flows, with merchant transaction ids of their own for this page load, so running them again makes new payments. */
export function flowsOf(run: string): Flow[] {
  const order = (flow: string) => `sandbox-${flow}-${run}`;
  return [
    {
      id: 'hosted-checkout',
      title: 'Hosted checkout',
      intro: (
        <>
          Your server creates a session; the customer pays on the hosted page; your server reads the outcome. See{' '}
          <Link to="/docs/developers/convenient-checkout-ui/">the Checkout UI guides</Link>.
        </>
      ),
      steps: [
        {
          kind: 'call',
          api: 'merchant',
          operationId: 'createSession',
          bodyFields: {payment: {amount: 2500, merchantTransactionId: order('checkout')}},
          says: 'Create the session. The answer names the hosted page the customer goes to.',
        },
        {kind: 'customer', action: 'pay', says: 'Act as the customer: pay on the hosted page.'},
        {kind: 'clock', advance: 'PT1M', says: 'Let the payment go through.'},
        {
          kind: 'call',
          api: 'merchant',
          operationId: 'getSession',
          says: 'Read the session: it has ended, with its payment.',
        },
      ],
    },
    {
      id: 'authorize-capture',
      title: 'Authorize, then capture part',
      intro: (
        <>
          A pre-authorization holds the amount on the card; you capture what you ship, at most what was authorized. See{' '}
          <Link to={reference('capturePayment')}>capturePayment</Link>.
        </>
      ),
      steps: [
        {
          kind: 'call',
          api: 'merchant',
          operationId: 'createPayment',
          bodyFields: {amount: 10000, authorizeCard: true, merchantTransactionId: order('authorize')},
          says: 'Authorize 100.00 with the saved test card.',
        },
        {kind: 'clock', advance: 'PT1M', says: 'Let the processor decide.'},
        {kind: 'call', api: 'merchant', operationId: 'getPayment', says: 'The payment is AUTHORIZED.'},
        {kind: 'call', api: 'merchant', operationId: 'capturePayment', says: 'Capture 65.00 of it.'},
        {kind: 'clock', advance: 'PT1M', says: 'Let the capture go through.'},
        {kind: 'call', api: 'merchant', operationId: 'getPayment', says: 'The payment is COMPLETED for 65.00.'},
      ],
    },
    {
      id: 'refund',
      title: 'Refund',
      intro: (
        <>
          Refund the payment of the flow above, in full (send an <code>amount</code> for part of it). See{' '}
          <Link to={reference('createRefund')}>createRefund</Link>.
        </>
      ),
      steps: [
        {
          kind: 'call',
          api: 'merchant',
          operationId: 'createRefund',
          bodyFields: {merchantTransactionId: order('refund')},
          says: 'Ask for the refund of the last payment the sandbox made.',
        },
        {kind: 'clock', advance: 'PT1M', says: 'Let the refund go through.'},
        {kind: 'call', api: 'merchant', operationId: 'getRefund', says: 'The refund has ended.'},
      ],
    },
    {
      id: 'lapse',
      title: 'The 7-day lapse',
      intro: (
        <>
          An authorization that is never captured lapses after 7 days: the payment is canceled, and a capture is
          refused.
        </>
      ),
      steps: [
        {
          kind: 'call',
          api: 'merchant',
          operationId: 'createPayment',
          bodyFields: {amount: 10000, authorizeCard: true, merchantTransactionId: order('lapse')},
          says: 'Authorize 100.00.',
        },
        {
          kind: 'clock',
          advance: 'P8D',
          says: 'Let more than 7 days pass, and get a new access token, as a client does after an hour.',
        },
        {kind: 'call', api: 'merchant', operationId: 'getPayment', says: 'The payment is CANCELED, as ABANDONED.'},
        {
          kind: 'call',
          api: 'merchant',
          operationId: 'capturePayment',
          says: 'A capture now fails, with AUTHORIZATION_EXPIRED (this step shows a failure).',
        },
      ],
    },
    {
      id: 'retry-after-timeout',
      title: 'A retry after a timeout',
      intro: (
        <>
          A reserved test amount makes <code>POST /payments</code> answer later than a client waits. A client that gets
          no answer in time must not simply send again: it looks the payment up by its{' '}
          <code>merchantTransactionId</code> first. See <Link to={reference('createPayment')}>Retries and repeats</Link>
          .
        </>
      ),
      steps: [
        {
          kind: 'call',
          api: 'merchant',
          operationId: 'createPayment',
          bodyFields: {merchantTransactionId: order('timeout')},
          amount: 'slowAnswer',
          says: 'Create the payment with that amount. The console gives up after the timeout of the contract’s retry policy, as your client should (this step shows a failure).',
        },
        {
          kind: 'call',
          api: 'merchant',
          operationId: 'findPaymentsByMerchantTransactionId',
          parameters: {merchantTransactionId: order('timeout')},
          says: 'Look it up: the service has it, so there is nothing to send again.',
        },
      ],
    },
  ];
}
