import type {components} from '../../openapi/internal';
import type {CheckoutConfig} from '../../shared/config';
import {createChildSession} from './child-session';

type ChildSession = components['schemas']['ChildSession'];
type ChildSessionRequest = components['schemas']['ChildSessionRequest'];

export type EmailMode = Extract<components['schemas']['ChildSessionMode'], 'EMAIL_TO_ADD' | 'EMAIL_TO_PAY'>;

/** Builds the child session body, refusing an obviously unusable address before any call is made. */
export function emailLinkRequest(mode: EmailMode, email: string): ChildSessionRequest {
  const trimmed = email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) {
    throw new Error('Ask the customer to spell out their email address again.');
  }
  return {childSessionMode: mode, email: trimmed};
}

/** Emails the customer a link to pay (EMAIL_TO_PAY) or to add a payment method (EMAIL_TO_ADD). */
export async function sendEmailLink(
  config: CheckoutConfig,
  sessionId: string,
  mode: EmailMode,
  email: string,
  checkoutToken?: string,
): Promise<ChildSession> {
  return createChildSession(config, sessionId, emailLinkRequest(mode, email), checkoutToken);
}
