/** At most 10 letters, digits, spaces, hyphens and periods, with at least one letter. */
const SUFFIX_PATTERN = /^(?=.*[A-Za-z])[A-Za-z0-9 .-]{1,10}$/;

/**
 * Builds the statementDescriptorSuffix of a payment from a short prefix and an order number, such as
 * "RX 100234" from "RX" and "100-234". Throws instead of sending a suffix the service would refuse with
 * INVALID_STATEMENT_DESCRIPTOR_SUFFIX.
 */
export function descriptorSuffix(prefix: string, orderNumber: string): string {
  const candidate = `${prefix} ${orderNumber.replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 10).trim();
  if (!SUFFIX_PATTERN.test(candidate))
    throw new RangeError(`"${candidate}" is not a valid statement descriptor suffix`);
  return candidate;
}
