import type {components} from '../openapi/merchant';

type Appearance = components['schemas']['Appearance'];

export const WALLET_BUTTON_HEIGHT = {min: 40, max: 55, default: 48} as const;

/** Returns a wallet button height the session accepts, or undefined to use the default of 48. */
export function walletButtonHeight(configured: number | undefined): number | undefined {
  if (configured === undefined) return undefined;
  if (!Number.isInteger(configured) || configured < WALLET_BUTTON_HEIGHT.min || configured > WALLET_BUTTON_HEIGHT.max) {
    throw new RangeError(`Wallet button height must be a whole number from 40 to 55, not ${configured}`);
  }
  return configured;
}

/** The session's appearance with the checked button height, or without one when the theme sets none. */
export function withWalletButtonHeight(appearance: Appearance, configured: number | undefined): Appearance {
  const button = walletButtonHeight(configured);
  return button === undefined ? appearance : {...appearance, height: {...appearance.height, button}};
}
