import type {PaymentMethodRow, ReaderChannel} from '@site/src/data/adoption';

/** A channel value of the contract and its description there. */
export interface ChannelValue {
  readonly value: string;
  readonly description: string;
}

/**
 * The cell of the payment-method matrix for one way to pay and one way of meeting the customer: the
 * contract channels both share, each described as the contract describes it (`x-enumDescriptions` of
 * `CardChannel`, which also describes the bank account channels of the same name). A channel the contract
 * does not allow for that way to pay is an error, so the matrix cannot promise what the service refuses.
 */
export function matrixCell(
  row: PaymentMethodRow,
  column: ReaderChannel,
  allowed: readonly string[],
  describe: (value: string) => string,
): ChannelValue[] {
  const unknown = row.channels.filter((channel) => !allowed.includes(channel));
  if (unknown.length > 0) throw new Error(`${row.channelSchema} has no value ${unknown.join(', ')} (${row.label})`);
  return row.channels
    .filter((channel) => column.contractChannels.includes(channel))
    .map((value) => ({value, description: describe(value)}));
}
