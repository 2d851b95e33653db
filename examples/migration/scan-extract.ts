/** Bank account numbers are digits too, and may pass the Luhn check by chance. */
const SKIPPED_COLUMNS = new Set(['routingNumber', 'accountNumber']);

/** True when the digits pass the Luhn check that every card number passes. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits.charAt(digits.length - 1 - index));
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * True when the value holds a run of 13 to 19 digits, with single spaces or hyphens allowed between them,
 * that passes the Luhn check. Runs of zeros, which pass it trivially, are not card numbers.
 */
export function containsCardNumber(value: string): boolean {
  for (const match of value.matchAll(/\d(?:[ -]?\d){12,18}/g)) {
    const digits = match[0].replace(/[ -]/g, '');
    if (!/^0+$/.test(digits) && passesLuhn(digits)) return true;
  }
  return false;
}

/** The columns of one parsed row that look like they hold a card number. */
export function suspiciousColumns(row: Readonly<Record<string, string>>): string[] {
  return Object.entries(row)
    .filter(([column, value]) => !SKIPPED_COLUMNS.has(column) && containsCardNumber(value))
    .map(([column]) => column);
}
