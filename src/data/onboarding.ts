/**
 * The one onboarding sequence: every page that shows the steps of onboarding renders them from here
 * (`src/components/business/OnboardingSteps`), the merchant pages in full and Developer Onboarding as the
 * developer's guide to each step. The lead times agree with the table on docs/developers/Admin.mdx;
 * tests/unit/data-onboarding.test.ts checks the shape, the order and the links.
 */

/** Who does the work of a step: the merchant, our onboarding team, or both in turn. */
export type Owner = 'merchant' | 'us' | 'both';

export const ownerLabels: Readonly<Record<Owner, string>> = {
  merchant: 'You',
  us: 'Our onboarding team',
  both: 'You, then our onboarding team',
};

/** Something the merchant gives us, and the role on the merchant's side that usually gives it. */
export interface Provision {
  readonly what: string;
  readonly from: string;
}

/** A link to a page that explains the step: a docs route, so the build checks it. */
export interface Guide {
  readonly label: string;
  readonly to: string;
}

export interface OnboardingStep {
  /** Stable id, used as the anchor of the step. */
  readonly id: string;
  readonly title: string;
  readonly owner: Owner;
  /** Who needs the step; absent when every merchant does. */
  readonly onlyFor?: string;
  /** Steps that must be done first (their ids). Steps whose dependencies are done can run side by side. */
  readonly after: readonly string[];
  /** What happens in the step, for the person running onboarding. */
  readonly summary: string;
  readonly provides: readonly Provision[];
  /** What we do once everything is provided. */
  readonly weDo: string;
  /** Business days from a complete request to our confirmation; 0 when the merchant's own work sets the pace. */
  readonly leadTimeBusinessDays: number;
  /** The confirmation that makes the step done: something either side can see, not an impression. */
  readonly done: string;
  /** Pages for the developers who do the technical part. */
  readonly guides: readonly Guide[];
}

export const onboardingSteps: readonly OnboardingStep[] = [
  {
    id: 'agreement',
    title: 'Sign the agreement and name your people',
    owner: 'both',
    after: [],
    summary:
      'The agreement fixes what we configure for you: cards only or US bank accounts too, Google Pay and Apple Pay, agents taking payments by phone, health-care features, token payments from your own card vault, and your fees. Name the people now, because every later step asks for one of them.',
    provides: [
      {
        what: 'The signed agreement, with the features you need and your expected peak volume per hour',
        from: 'Business owner',
      },
      {what: 'A business contact and a technical contact for onboarding', from: 'Business owner'},
      {
        what: 'Two administrators: the only people who may request changes to your account, and who receive security notices',
        from: 'Business owner',
      },
    ],
    weDo: 'We create your merchant record, send your merchant id and introduce your onboarding contact.',
    leadTimeBusinessDays: 2,
    done: 'Your onboarding contact has sent your merchant id and confirmed both administrators by email.',
    guides: [
      {
        label: 'Administration: who administers your account',
        to: '/docs/developers/Admin/#who-administers-your-account',
      },
    ],
  },
  {
    id: 'test-access',
    title: 'Receive test credentials',
    owner: 'us',
    after: ['agreement'],
    summary:
      'Your developers build against our non-production environments with their own credentials. Health-care platform merchants receive theirs through the platform registration.',
    provides: [
      {what: 'The permissions (scopes) your integration needs, and nothing more', from: 'Technical contact'},
      {what: 'Which administrator receives the client secret', from: 'Technical contact'},
    ],
    weDo: 'We issue non-production client credentials with those scopes.',
    leadTimeBusinessDays: 2,
    done: 'Your developers have created a first test session in the stage environment and opened its checkout page.',
    guides: [
      {label: 'Getting started', to: '/docs/developers/Getting-Started/'},
      {label: 'Register with the health-care platform', to: '/docs/developers/onboarding/register-with-hcp/'},
    ],
  },
  {
    id: 'provider',
    title: 'Connect your card payment provider account and payouts',
    owner: 'both',
    after: ['test-access'],
    summary:
      'Payments run on, and settle to, your own account with the card payment provider, which pays your balance out to your bank. The first part of the text on your customers’ statements is fixed on that account.',
    provides: [
      {what: 'Your account with the card payment provider', from: 'Finance'},
      {what: 'The US bank account that receives your payouts, registered on that account', from: 'Finance'},
      {
        what: 'The statement descriptor prefix: the short form of your trading name that customers see on their statements',
        from: 'Business owner',
      },
    ],
    weDo: 'We connect the provider account to your merchant record in each environment.',
    leadTimeBusinessDays: 3,
    done: 'A test payment in stage shows your provider account, and its statement text starts with your prefix.',
    guides: [{label: 'Card payment provider configuration', to: '/docs/developers/onboarding/stripe-configuration/'}],
  },
  {
    id: 'features',
    title: 'Set up the optional features you chose',
    owner: 'both',
    onlyFor: 'Merchants offering Google Pay and Apple Pay, manufacturer cards or token payments',
    after: ['test-access'],
    summary:
      'Each optional feature needs something from you before it works in a test: the web domains that show Apple Pay, the agents who may mark manufacturer cards, or proof of your own PCI compliance for token payments.',
    provides: [
      {
        what: 'Apple Pay: every web domain that embeds the checkout, for each environment (the hosted page needs none)',
        from: 'Technical contact',
      },
      {
        what: 'Manufacturer cards: the agents who may mark a card, and how your staff name medications',
        from: 'Operations',
      },
      {what: 'Token payments: your current PCI DSS attestation of compliance', from: 'Compliance'},
    ],
    weDo: 'We register the domains, enable the features and grant the extra scope for token payments.',
    leadTimeBusinessDays: 2,
    done: 'Each chosen feature has worked once in stage: the wallet buttons on every registered domain, a marked manufacturer card, a token payment.',
    guides: [
      {
        label: 'Express checkout with a digital wallet',
        to: '/docs/developers/onboarding/express-checkout-with-digital-wallet/',
      },
      {label: 'Manufacturer cards', to: '/docs/developers/onboarding/manufacturer-card/'},
      {
        label: 'PCI notification: card tokens from your vault',
        to: '/docs/developers/convenient-checkout-ui/Pci-Notification/',
      },
    ],
  },
  {
    id: 'sender-email',
    title: 'Configure your sender email address',
    owner: 'both',
    onlyFor: 'Merchants whose checkout sends email links or receipts',
    after: ['test-access'],
    summary:
      'Links that let a customer pay or add a card from their own inbox come from an address customers recognize only once it is set up. An address that is not configured does not fail: the email goes out from our no-reply address instead.',
    provides: [
      {what: 'The sender address to use in each environment', from: 'Business owner'},
      {what: 'The DNS records we send you, published on your domain', from: 'Your IT or domain administrator'},
    ],
    weDo: 'We configure the address and check the DNS records.',
    leadTimeBusinessDays: 5,
    done: 'A test email sent in stage arrives from your address, not from the no-reply address.',
    guides: [{label: 'Administration: merchant configuration', to: '/docs/developers/Admin/'}],
  },
  {
    id: 'operations',
    title: 'Set up webhooks, reports and the people who answer them',
    owner: 'both',
    after: ['test-access'],
    summary:
      'Your systems hear about failed payments, refunds and disputes by webhook, and finance reconciles from reports delivered by secure file transfer. Report delivery has the longest lead time of onboarding, so start it as soon as you have test credentials.',
    provides: [
      {
        what: 'Webhook endpoints, registered by an administrator in the Admin settings (immediate)',
        from: 'Technical contact',
      },
      {
        what: 'For report delivery: the public SSH keys and the IP addresses that will collect the files',
        from: 'Technical contact',
      },
      {what: 'The person in finance who reconciles reports', from: 'Finance'},
      {what: 'The person who answers disputes before their evidence deadline', from: 'Operations'},
    ],
    weDo: 'We register your report delivery in each environment.',
    leadTimeBusinessDays: 10,
    done: 'A test webhook has reached your endpoint and passed its signature check, and your finance contact has collected a test report file.',
    guides: [
      {label: 'Webhook configuration', to: '/docs/developers/Add-on-services/Webhooks/Configuration/'},
      {label: 'Report delivery set-up', to: '/docs/developers/Add-on-services/Reports/ECG-SetUp/'},
      {label: 'Dispute webhooks', to: '/docs/developers/Add-on-services/Webhooks/Disputes/'},
    ],
  },
  {
    id: 'testing',
    title: 'Test every flow in stage',
    owner: 'merchant',
    after: ['provider', 'features', 'sender-email', 'operations'],
    summary:
      'Your developers prove each flow you will use in production, failures included, and your business team reviews what customers will see: the name, the statement text, the colours and logo, the language.',
    provides: [
      {what: 'The list of flows you tested, with the payment ids', from: 'Technical contact'},
      {what: 'Sign-off of the checkout as customers will see it', from: 'Business owner'},
    ],
    weDo: 'We review your results with you and answer questions.',
    leadTimeBusinessDays: 2,
    done: 'Every flow you will use, including a decline, an expired session and a refund, has been produced in stage, and we have confirmed the review.',
    guides: [
      {label: 'Testing', to: '/docs/developers/Testing/'},
      {label: 'Performance testing baseline', to: '/docs/developers/Testing/Performance-Testing-Baseline/'},
    ],
  },
  {
    id: 'go-live',
    title: 'Go live',
    owner: 'both',
    after: ['testing'],
    summary:
      'Production is configured separately from stage: production credentials, production webhook endpoints and production report delivery. We switch you on when both sides have signed off the go-live checklist.',
    provides: [
      {
        what: 'The launch date, and your production webhook endpoints and report delivery details',
        from: 'Business owner',
      },
      {
        what: 'The go-live checklist, completed by the people who built and will run the integration',
        from: 'Technical contact',
      },
      {what: 'A named contact on each side for the first days of live traffic', from: 'Business owner'},
    ],
    weDo: 'We issue production credentials and enable your merchant record in production.',
    leadTimeBusinessDays: 2,
    done: 'Your first live payment has completed, been refunded, and appeared in the next day’s reports.',
    guides: [{label: 'Go-live checklist', to: '/docs/developers/Getting-Started/go-live-checklist/'}],
  },
];
