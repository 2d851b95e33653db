import {createSession} from '../sessions/create-session';
import {pollSession} from '../sessions/poll-session';
import {checkoutConfig} from '../shared/config';

/**
 * A guest pays 25.00 USD in the hosted checkout: create the session, send the customer to its page, and
 * follow the session to its outcome.
 */
export async function firstSession(redirect: (hostedUrl: string) => void): Promise<string> {
  const config = checkoutConfig('first-session');
  const created = await createSession(config, {
    config: {modes: ['PAYMENT'], merchant: {name: 'Northwind Pharmacy'}},
    payment: {amount: 2500, merchantTransactionId: `first-session-${Date.now()}`},
  });
  redirect(created.data.hostedUrl);

  const outcome = await pollSession(config, created.data.sessionId);
  if (outcome.kind === 'expired') return 'The session expired before the customer paid';
  if (outcome.kind === 'unknown') return 'The session has no final answer yet; check it again later';
  const {status, payment} = outcome.session.data;
  return `The session ended ${status}; payment ${payment?.id ?? 'none'} is ${payment?.status ?? 'absent'}`;
}
