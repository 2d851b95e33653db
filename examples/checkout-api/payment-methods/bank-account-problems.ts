import type {components} from '../../openapi/merchant';

type BankAccountInput = components['schemas']['BankAccountInput'];

/**
 * The contract's rules for a bank account, checked in your own form before the setup is started, so the
 * customer sees which field to correct. An empty list means the account can be sent.
 */
export function bankAccountProblems(account: BankAccountInput): string[] {
  const problems: string[] = [];
  if (!/^[0-9]{9}$/.test(account.routingNumber)) problems.push('routingNumber: exactly 9 digits');
  if (!/^[0-9]{6,17}$/.test(account.accountNumber)) problems.push('accountNumber: 6 to 17 digits');
  if (!/^[^0-9]+$/.test(account.nameOnAccount)) problems.push('nameOnAccount: no digits');
  return problems;
}
