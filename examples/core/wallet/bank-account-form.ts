import type {components} from '../../openapi/merchant';

type BankAccountInput = components['schemas']['BankAccountInput'];

/** What the customer typed into your own form, before any check. */
export interface BankAccountForm {
  readonly routingNumber: string;
  readonly accountNumber: string;
  readonly accountType: string;
  readonly nameOnAccount: string;
}

export type BankAccountProblem =
  | 'ROUTING_NUMBER_NOT_9_DIGITS'
  | 'ACCOUNT_NUMBER_NOT_6_TO_17_DIGITS'
  | 'ACCOUNT_TYPE_NOT_CHECKING_OR_SAVINGS'
  | 'NAME_MISSING_OR_HAS_DIGITS';

const isAccountType = (value: string): value is BankAccountInput['accountType'] =>
  value === 'checking' || value === 'savings';

/**
 * Checks the form with the contract's rules. Returns the paymentMethod of a setup request when the form is
 * valid, or the problems to show the customer.
 */
export function bankAccountFrom(
  form: BankAccountForm,
):
  | {readonly ok: true; readonly paymentMethod: BankAccountInput}
  | {readonly ok: false; readonly problems: BankAccountProblem[]} {
  const problems: BankAccountProblem[] = [];
  if (!/^[0-9]{9}$/.test(form.routingNumber)) problems.push('ROUTING_NUMBER_NOT_9_DIGITS');
  if (!/^[0-9]{6,17}$/.test(form.accountNumber)) problems.push('ACCOUNT_NUMBER_NOT_6_TO_17_DIGITS');
  if (!isAccountType(form.accountType)) problems.push('ACCOUNT_TYPE_NOT_CHECKING_OR_SAVINGS');
  const name = form.nameOnAccount.trim();
  if (name === '' || /[0-9]/.test(name)) problems.push('NAME_MISSING_OR_HAS_DIGITS');
  if (problems.length > 0 || !isAccountType(form.accountType)) return {ok: false, problems};
  return {
    ok: true,
    paymentMethod: {
      type: 'BANK_ACCOUNT',
      routingNumber: form.routingNumber,
      accountNumber: form.accountNumber,
      accountType: form.accountType,
      nameOnAccount: name,
    },
  };
}
