/** Where a form shows a setup error: next to one field, or at the top of the form. */
export type SetupField =
  | 'routingNumber'
  | 'accountNumber'
  | 'accountType'
  | 'nameOnAccount'
  | 'nameOnCard'
  | 'zipCode'
  | 'nickname'
  | 'default'
  | 'form';

/** The field each code concerns, as the widget places it. Any other code goes at the top of the form. */
const fieldByCode: Readonly<Record<string, SetupField>> = {
  INVALID_ROUTING_NUMBER: 'routingNumber',
  BANK_NOT_FOUND: 'routingNumber',
  INVALID_ACCOUNT_NUMBER: 'accountNumber',
  INVALID_ACCOUNT_TYPE: 'accountType',
  INVALID_NAME_ON_ACCOUNT: 'nameOnAccount',
  INVALID_NAME_ON_CARD: 'nameOnCard',
  NAME_ON_CARD_CONTAINS_CARD_NUMBER: 'nameOnCard',
  INVALID_ZIP: 'zipCode',
  INVALID_NICKNAME: 'nickname',
  NICKNAME_CONTAINS_CARD_NUMBER: 'nickname',
  MANUFACTURER_CARD_CANNOT_BE_DEFAULT: 'default',
};

/** Where to show the error of a refused or FAILED setup, from its errorCode (never its message). */
export function fieldFor(errorCode: string): SetupField {
  return fieldByCode[errorCode] ?? 'form';
}
