import type {components} from '../../openapi/internal';
import type {CheckoutConfig} from '../../shared/config';
import {createChildSession} from './child-session';

type ChildSession = components['schemas']['ChildSession'];
type PhoneNumber = components['schemas']['PhoneNumber'];

export type TextMode = Extract<components['schemas']['ChildSessionMode'], 'TEXT_TO_ADD' | 'TEXT_TO_PAY'>;

/** Splits a typed number into the API's digits-only parts, or returns undefined if it cannot be used. */
export function toPhone(countryCode: string, number: string): PhoneNumber | undefined {
  const phone = {countryCode: countryCode.replace(/\D/g, ''), number: number.replace(/\D/g, '')};
  const valid = /^[0-9]{1,3}$/.test(phone.countryCode) && /^[0-9]{4,11}$/.test(phone.number);
  return valid ? phone : undefined;
}

/** Texts the customer a link to pay (TEXT_TO_PAY) or to add a payment method (TEXT_TO_ADD). */
export async function sendTextLink(
  config: CheckoutConfig,
  sessionId: string,
  mode: TextMode,
  phone: PhoneNumber,
  checkoutToken?: string,
): Promise<ChildSession> {
  return createChildSession(config, sessionId, {childSessionMode: mode, phone}, checkoutToken);
}
