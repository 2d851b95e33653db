/**
 * The session samples run against the contract's mock: the requests they build must be accepted, and
 * they must read the mock's answers to an outcome. The mock answers at once, so each poll ends after its
 * first pause of about a second.
 */
import {describe, expect, it} from 'vitest';
import {firstSession} from '../../examples/getting-started/first-session';
import {settle} from '../../examples/sessions/after-expiry';
import {createSession} from '../../examples/sessions/create-session';
import {pollSession} from '../../examples/sessions/poll-session';
import {checkoutConfig} from '../../examples/shared/config';
import {useContractMock} from '../support/samples';

useContractMock();

describe('session samples against the mock', () => {
  it('createSession is accepted and returns the hosted page', async () => {
    const created = await createSession(checkoutConfig('samples-test'), {
      config: {modes: ['PAYMENT'], merchant: {name: 'Northwind Pharmacy'}},
      payment: {amount: 2500, merchantTransactionId: 'samples-test-1'},
    });
    expect(created.data.hostedUrl).toMatch(/^https:\/\//);
  });

  it('pollSession reads the session to an outcome', async () => {
    const outcome = await pollSession(checkoutConfig('samples-test'), '7c1f4e2a-8b3d-4f6e-9a0c-5d2b1e8f3a47');
    expect(outcome.kind).toBe('finished');
  });

  it('settle follows the session to a settlement', async () => {
    const settlement = await settle(
      checkoutConfig('samples-test'),
      '7c1f4e2a-8b3d-4f6e-9a0c-5d2b1e8f3a47',
      'order-100234-attempt-1',
    );
    expect(['paid', 'authorized', 'not-paid']).toContain(settlement);
  });

  it('firstSession creates, redirects and follows a session', async () => {
    const redirects: string[] = [];
    const summary = await firstSession((url) => redirects.push(url));
    expect(redirects).toHaveLength(1);
    expect(summary).toMatch(/^The session ended (COMPLETED|FAILED)/);
  });
});
