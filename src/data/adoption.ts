/**
 * What we publish to a business deciding whether to adopt the service, where the contract has no number:
 * who can use it and where, the fee types, the compliance each integration leaves with the merchant, the
 * typical timeline, the support model and the meaning of the service objectives. Facts the contract does
 * hold (the currency, the channels, the dispute lifecycle) are read from it by the components and linked,
 * never copied here. Prices are never published: every rate is set by agreement.
 * tests/unit/data-adoption.test.ts checks the shape, the contract names and that no price appears.
 */

/** A contact address and what it is for. */
export interface Contact {
  readonly purpose: string;
  readonly email: string;
  readonly hours: string;
  readonly firstAnswer: string;
}

export const contacts = {
  sales: {
    purpose: 'Deciding whether to adopt, a quote for your fees, a trial in the sandbox with our team',
    email: 'sales@convenient-checkout.example',
    hours: 'Business days, 08:00 to 18:00 US Central Time',
    firstAnswer: 'Within one business day',
  },
  onboarding: {
    purpose:
      'Everything during onboarding, from the signed agreement to your first live payment; your named onboarding contact answers from this address',
    email: 'onboarding@convenient-checkout.example',
    hours: 'Business days, 08:00 to 18:00 US Central Time',
    firstAnswer: 'Within one business day',
  },
  integration: {
    purpose: 'Technical questions, configuration changes, report re-delivery, once you are live',
    email: 'integrations@convenient-checkout.example',
    hours: 'Business days, 08:00 to 18:00 US Central Time',
    firstAnswer: 'Within one business day',
  },
  incident: {
    purpose:
      'Live payments failing or slow in production: write with “URGENT: production” in the subject; the on-call number is given to your administrators at go-live',
    email: 'integrations@convenient-checkout.example',
    hours: 'Every day, at any hour',
    firstAnswer: 'Within 30 minutes',
  },
  security: {
    purpose:
      'Any suspected security incident: a secret that may have leaked, a compromised checkout page or server, suspected fraud on your account',
    email: 'security@convenient-checkout.example',
    hours: 'Every day, at any hour',
    firstAnswer: 'Within 30 minutes',
  },
} as const satisfies Readonly<Record<string, Contact>>;

/**
 * The accessibility standard the checkout's own screens are built and tested to; a merchant's theme can
 * still break contrast, which is why the pages ask for a contrast check of the colours it chooses.
 */
export const accessibilityStandard = {
  standard: 'WCAG 2.1 level AA',
  contrast: 'at least 4.5 to 1 for text and 3 to 1 for large text and the outlines of fields',
} as const;

/** Where the service can be used. */
export const coverage = {
  merchants:
    'Businesses established in the United States (the 50 states and the District of Columbia), paid out to a US bank account.',
  cardCustomers:
    'Customers anywhere, with a card of a brand the service accepts; they are always charged in US dollars, and a card issued abroad may add its own conversion fee.',
  bankCustomers: 'Customers with a checking or savings account at a bank in the United States.',
  languages: 'The checkout speaks English and Spanish.',
} as const;

/**
 * The three ways a customer meets the checkout, each with the contract's channel values
 * (`CardChannel`, `BankAccountChannel`) that serve it.
 */
export interface ReaderChannel {
  readonly id: string;
  readonly label: string;
  readonly contractChannels: readonly string[];
  /** An agent on a call serves the customer here, so a way to pay an agent types in belongs in this column. */
  readonly withAgent?: boolean;
}

export const readerChannels: readonly ReaderChannel[] = [
  {
    id: 'online',
    label: 'Online, on the customer’s own device',
    contractChannels: ['WEBFORM', 'GOOGLE_PAY', 'APPLE_PAY'],
  },
  {
    id: 'phone',
    label: 'By phone, with an agent',
    contractChannels: ['TELEPHONIC_ENTRY', 'TEXT', 'EMAIL'],
    withAgent: true,
  },
  {id: 'in-person', label: 'In person, at a counter', contractChannels: ['TERMINAL']},
];

/** A way to pay, and the contract enum whose values are the channels it can arrive through. */
export interface PaymentMethodRow {
  readonly label: string;
  readonly channelSchema: 'CardChannel' | 'BankAccountChannel';
  /** The channels of that enum that carry this way to pay; every one must be a value of the enum. */
  readonly channels: readonly string[];
  /** Wording for a channel whose contract description fits cards only ("A card reader."). */
  readonly wording?: Readonly<Record<string, string>>;
  /**
   * The channel an agent on a call types this way to pay into, when the contract has no telephone value for
   * it: the contract's `TELEPHONIC_ENTRY` is a card channel, so an agent keys a bank account into the web form.
   */
  readonly keyedByAgent?: {readonly channel: string; readonly wording: string};
}

export const paymentMethodRows: readonly PaymentMethodRow[] = [
  {
    label: 'Card, typed in or read',
    channelSchema: 'CardChannel',
    channels: ['WEBFORM', 'TELEPHONIC_ENTRY', 'TEXT', 'EMAIL', 'TERMINAL'],
  },
  {label: 'Google Pay', channelSchema: 'CardChannel', channels: ['GOOGLE_PAY']},
  {label: 'Apple Pay', channelSchema: 'CardChannel', channels: ['APPLE_PAY']},
  {
    label: 'US bank account (ACH debit)',
    channelSchema: 'BankAccountChannel',
    channels: ['WEBFORM', 'TEXT', 'EMAIL', 'TERMINAL'],
    wording: {TERMINAL: 'Entered at the counter terminal.'},
    keyedByAgent: {
      channel: 'WEBFORM',
      wording: 'Typed into the web form by an agent during the call, with the customer’s consent recorded on the call.',
    },
  },
];

/** How each value of the contract's `CardBrand` is written for readers; `UNKNOWN` is no brand to offer. */
export const cardBrandNames: Readonly<Record<string, string>> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  DISCOVER: 'Discover',
  DINERS: 'Diners Club',
  JCB: 'JCB',
  UNIONPAY: 'UnionPay',
};

/** One kind of fee, as the transaction-level fee report names it in its feeType column. */
export interface FeeType {
  readonly reportName: 'PROCESSING' | 'PLATFORM' | 'DISPUTE' | 'BANK_RETURN';
  readonly name: string;
  readonly whenCharged: string;
  readonly computed: 'rate and fixed part' | 'fixed';
}

export const feeTypes: readonly FeeType[] = [
  {
    reportName: 'PROCESSING',
    name: 'Processing fee',
    whenCharged:
      'When money is actually taken: a sale when it completes, an authorization when it is captured, a bank payment when the debit completes. Declines, cancelled authorizations and uncaptured amounts carry none.',
    computed: 'rate and fixed part',
  },
  {
    reportName: 'PLATFORM',
    name: 'Platform fee',
    whenCharged: 'At the same moment and on the same amount as the processing fee.',
    computed: 'rate and fixed part',
  },
  {
    reportName: 'DISPUTE',
    name: 'Dispute fee',
    whenCharged: 'When a card issuer opens a dispute on a payment, whatever its outcome.',
    computed: 'fixed',
  },
  {
    reportName: 'BANK_RETURN',
    name: 'Bank return fee',
    whenCharged: 'When the customer’s bank returns a bank account payment, for example because the account is closed.',
    computed: 'fixed',
  },
];

/** How the rates are set, and who quotes them. */
export const pricing = {
  rates: 'Every rate and fixed amount is set in your agreement; we do not publish a price list.',
  quotedBy: contacts.sales,
  collected: 'Fees are deducted from your payouts, not invoiced, and every fee is one line of the fee report.',
  refunds: 'Whether a refund gives back any part of the original fees is written in your agreement.',
} as const;

/** The PCI DSS questionnaire we expect for each way of taking cards; the merchant's assessor decides. */
export interface PciScope {
  readonly integration: string;
  readonly cardDataReaches: string;
  readonly expectedSaq: string;
  readonly staysWithYou: string;
  readonly guide: string;
}

export const pciScopes: readonly PciScope[] = [
  {
    integration: 'Hosted checkout page',
    cardDataReaches: 'Our page and the provider’s card frame only',
    expectedSaq: 'SAQ A',
    staysWithYou: 'The link to our page, your credentials, and keeping card numbers out of free-text fields.',
    guide: '/docs/developers/convenient-checkout-ui/Integration/Hosted/',
  },
  {
    integration: 'Checkout embedded in your page',
    cardDataReaches: 'The provider’s card frame inside your page',
    expectedSaq:
      'SAQ A, provided the page that loads the checkout is protected against script tampering; otherwise SAQ A-EP',
    staysWithYou:
      'The integrity of that page and of every script it loads, as well as everything the hosted page leaves with you.',
    guide: '/docs/developers/convenient-checkout-ui/Integration/Embedded/',
  },
  {
    integration: 'Agent keys in the card during a call',
    cardDataReaches: 'The provider’s card frame on the agent’s screen, and the agent’s ears',
    expectedSaq:
      'SAQ C-VT, when the agents’ computers and calls are kept apart from the rest of your network; otherwise SAQ D',
    staysWithYou:
      'The agents’ desks, computers and call recordings. A text or email link to the customer keeps the call out of scope.',
    guide: '/docs/developers/convenient-checkout-ui/Pci-Notification/',
  },
  {
    integration: 'Token payments from your own card vault',
    cardDataReaches: 'Your own systems, which store card data',
    expectedSaq: 'SAQ D, or a report on compliance from a qualified assessor',
    staysWithYou: 'Every requirement of PCI DSS for the systems that hold card data.',
    guide: '/docs/developers/convenient-checkout-ui/Pci-Notification/',
  },
];

/** What a merchant that takes bank account payments owes as the originator of ACH debits under the Nacha rules. */
export const nachaDuties: readonly string[] = [
  'Obtain the customer’s authorization for every debit, in the form its entry class requires: written and signed (PPD), given online (WEB) or given on a recorded or confirmed call (TEL).',
  'Keep each authorization for two years after it ends or is revoked, and produce it when the customer’s bank asks.',
  'Screen online debits for fraud, including a check that an account used for the first time is valid.',
  'Stop debiting when the customer revokes the authorization, and act on returns: a returned account is not debited again.',
  'Keep returns low. Nacha reviews originators whose unauthorized returns exceed 0.5% of debits, whose administrative returns exceed 3%, or whose returns overall exceed 15%.',
];

/** Disputes, in the words a business reader needs; the lifecycle itself is the contract's. */
export const disputes = {
  whatHappens:
    'The issuer takes the disputed amount back from your payouts at once and sets a deadline for your evidence. A bank account debit that the account holder calls unauthorized, up to 60 days after it settled, is handled the same way.',
  deadline:
    'The card network sets the deadline for each dispute, often one to three weeks after it opens; each dispute notice carries its own. Evidence that misses it is not accepted and the dispute is lost.',
  ourAdvice:
    'Route every new dispute to a person the day it arrives, and set your own internal deadline a few days before the one on the dispute notice, so the evidence is collected, checked and sent in time.',
  guide: '/docs/developers/Add-on-services/Webhooks/Disputes/',
} as const;

/** A typical timeline from signature to the first live payment, for three common shapes of integration. */
export interface TimelineRow {
  readonly integration: string;
  readonly weeks: readonly [number, number];
  readonly drivenBy: string;
}

export const timeline: readonly TimelineRow[] = [
  {
    integration: 'Hosted checkout page, cards only',
    weeks: [6, 8],
    drivenBy:
      'Report delivery, registered for stage and then for production (10 business days each), and your own testing.',
  },
  {
    integration: 'Embedded checkout with cards and bank accounts, with or without Google Pay and Apple Pay',
    weeks: [8, 12],
    drivenBy: 'Your page’s PCI review, domain registration for Apple Pay, and consent wording for bank debits.',
  },
  {
    integration: 'Health-care platform with agents and manufacturer cards',
    weeks: [10, 14],
    drivenBy: 'Platform registration, agent training and testing every flow your agents use.',
  },
];

/** What "business day" means in every lead time, answer time and deadline we state. */
export const businessDay = {
  definition: 'Monday to Friday, 08:00 to 18:00 US Central Time',
  holidays: 'US federal holidays are not business days.',
  counting:
    'A request complete by 12:00 US Central Time counts from that day; one that arrives later counts from the next business day.',
} as const;

/**
 * What counts as a message for the message-volume objective: the one definition, shown on the adoption page
 * and the performance testing baseline. It matches the rate limit, which counts the same calls.
 */
export const message = {
  definition:
    'A message is one request from your systems, or from the checkout on your behalf, that creates or changes something.',
  counted: [
    'creating a checkout session',
    'creating a payment, including a token payment',
    'capturing an authorization',
    'cancelling an authorization',
    'creating a refund',
    'setting up a payment method',
    'updating or deleting a saved payment method',
  ],
  notCounted:
    'Reads are not messages: looking up a payment, a refund or a session, and searching payment methods. Webhook deliveries to you are not messages either.',
  examples:
    'A sale through the checkout is two messages: the session your server creates and the payment the checkout makes. An authorization captured later is three, and one cancelled instead of captured is three too.',
} as const;

/** The service objectives, from the requirements, with what each means for a business. */
export interface ServiceObjective {
  readonly name: string;
  readonly target: string;
  readonly meaning: string;
}

export const serviceObjectives: readonly ServiceObjective[] = [
  {
    name: 'Availability',
    target: '99.99%',
    meaning:
      'In each calendar month, at least 99.99% of valid requests to the production API get an answer that is not a server error: at most about 4 minutes of failure in a 30-day month.',
  },
  {
    name: 'Response time',
    target: '1000 ms',
    meaning:
      'In each calendar month, 95% of requests to each operation are answered within one second. A card or bank decision can take longer; the answer then says the payment is in progress.',
  },
  {
    name: 'Message volume',
    target: '500 messages per hour',
    meaning:
      'Each merchant can send at least 500 messages an hour, sustained, with the two objectives above still met; what a message is follows this table. Tell us your peak hour during onboarding if it may be higher, and we agree a higher figure for your account before you go live.',
  },
];

/** How support works, from first contact to live traffic. */
export const supportModel: readonly string[] = [
  'Before you sign: the sales team answers questions and quotes your fees.',
  `During onboarding: one named onboarding contact from our team runs the steps with yours and answers at ${contacts.onboarding.email}.`,
  'After go-live: integration support answers on business days, and production incidents are answered at any hour.',
  'Changes reach the stage environment before production, and each is announced in the release notes.',
];
