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
 * A column where an agent serves the customer also shows the channel an agent types that way to pay into.
 */
export function matrixCell(
  row: PaymentMethodRow,
  column: ReaderChannel,
  allowed: readonly string[],
  describe: (value: string) => string,
): ChannelValue[] {
  const unknown = row.channels.filter((channel) => !allowed.includes(channel));
  if (unknown.length > 0) throw new Error(`${row.channelSchema} has no value ${unknown.join(', ')} (${row.label})`);
  const cell = row.channels
    .filter((channel) => column.contractChannels.includes(channel))
    .map((value) => ({value, description: describe(value)}));
  const agent = column.withAgent === true ? row.keyedByAgent : undefined;
  if (agent === undefined) return cell;
  if (!row.channels.includes(agent.channel)) throw new Error(`${row.label}: an agent cannot use ${agent.channel}`);
  return [...cell, {value: agent.channel, description: agent.wording}];
}
