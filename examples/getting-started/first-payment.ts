/**
 * Your first payment: charge 25.00 USD to the saved test card and wait until the payment is final. Set the
 * variables of Getting Started, then run: npx tsx first-payment.ts
 *
 * createPayment does every step: it gets the token, sends the payment, recovers a lost answer by its
 * merchantTransactionId as the contract's x-idempotency says, and follows the payment until it rests, with
 * the timeout, attempts and pauses of the contract's x-retry-policy.
 */
import {randomBytes} from 'node:crypto';
import {createPayment} from '../checkout-api/payments/create-payment';
import {checkoutConfig} from '../shared/config';
import {isFinal} from '../shared/lifecycle';

/** The saved test Visa that every non-production wallet holds: the contract's x-test-data. */
const testPaymentMethodId = '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9';

async function firstPayment(): Promise<string> {
  const outcome = await createPayment(checkoutConfig('first-payment'), {
    amount: 2500,
    paymentMethodId: testPaymentMethodId,
    // Chosen once, before the first send, so that every resend carries the same one.
    merchantTransactionId: `first-payment-${randomBytes(16).toString('hex')}`,
    paymentDescription: 'First payment',
  });
  // A payment that ended FAILED comes back declined, with the payment.
  const payment = outcome.kind === 'payment' || outcome.kind === 'declined' ? outcome.payment : undefined;
  if (payment !== undefined && isFinal('PaymentStatus', payment.status)) {
    return `Payment ${payment.id} is final: ${payment.status}`;
  }
  switch (outcome.kind) {
    case 'unknown':
      throw new Error(`No final answer yet: look ${outcome.merchantTransactionId} up later`);
    case 'refused':
      throw new Error(`POST /payments answered 400: ${outcome.error.errorCode}`);
    case 'failed':
      throw new Error(`POST /payments answered 500: ${outcome.problem.title}`);
    default:
      throw new Error(`The payment was ${outcome.kind}: ${JSON.stringify(outcome)}`);
  }
}

firstPayment().then(
  (line) => {
    console.log(line);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
