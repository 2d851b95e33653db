import type {components} from '../../openapi/merchant';

type ExpiryMonth = components['schemas']['ExpiryMonth'];
type ExpiryYear = components['schemas']['ExpiryYear'];

/** Years ahead of the current year that an expiry may lie, as the contract allows. */
const maxYearsAhead = 50;

export type ExpiryProblem = 'MONTH_OUT_OF_RANGE' | 'YEAR_IN_PAST' | 'YEAR_TOO_FAR_AHEAD';

/** Checks an expiry typed into your form before it is sent; undefined means it can be sent. */
export function expiryProblem(month: ExpiryMonth, year: ExpiryYear, today = new Date()): ExpiryProblem | undefined {
  const currentYear = today.getUTCFullYear();
  if (!Number.isInteger(month) || month < 1 || month > 12) return 'MONTH_OUT_OF_RANGE';
  if (year < currentYear) return 'YEAR_IN_PAST';
  if (year > currentYear + maxYearsAhead) return 'YEAR_TOO_FAR_AHEAD';
  return undefined;
}
