/** Facts about the site that more than one module needs: config, pages and tests read them from here. */
export const site = {
  title: 'Convenient Checkout Docs',
  productName: 'Convenient Checkout',
  tagline: 'one stop shop for all payment needs',
  /** The product in one sentence: the home page's description and the summary of llms.txt. */
  description:
    'Documentation for Convenient Checkout: hosted checkout, wallets, cards, bank accounts, pre-authorization, refunds and the APIs behind them.',
  url: 'https://docs.convenient-checkout.example',
  locale: 'en-GB',
  copyrightYear: 2025,
  /** The organisation's name on GitHub and npm: the scope of our packages (`@convenient-checkout/simulator`). */
  organisation: 'convenient-checkout',
  /** The blog's route base path; its list pages are this path and `<path>page/<n>/`. */
  blogBasePath: '/blog/',
  links: {
    engagementForm: 'https://forms.office.com/r/convenient-checkout-engagement',
    teamChat: 'https://teams.microsoft.com/l/channel/convenient-checkout-developers',
    sourceRepository: 'https://github.com/convenient-checkout/docs',
  },
  announcement: {
    /** Change the id whenever the message changes, so readers who closed the old one see the new one. */
    id: 'manufacturer-cards-2024',
    content:
      'Manufacturer cards and partial authorization are live in production. <a href="/blog/">Read what changed</a>.',
  },
} as const;
