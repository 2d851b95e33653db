export const MIN_AMOUNT_CENTS = 1;
export const MAX_AMOUNT_CENTS = 100_000_000;

/**
 * Converts a decimal amount such as 25.5 to integer cents (2550), rejecting values the API would refuse:
 * more than two decimal places, not a number, or outside 1 to 100000000 cents.
 */
export function toCents(amount: number): number {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || Math.abs(cents - amount * 100) > 1e-6) {
    throw new RangeError(`${amount} has more than two decimal places`);
  }
  if (cents < MIN_AMOUNT_CENTS || cents > MAX_AMOUNT_CENTS) {
    throw new RangeError(`Amount must be between ${MIN_AMOUNT_CENTS} and ${MAX_AMOUNT_CENTS} cents`);
  }
  return cents;
}
