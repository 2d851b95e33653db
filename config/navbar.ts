import type {ThemeConfig} from '@docusaurus/preset-classic';
import {apiDocuments} from './apiDocuments';
import {site} from './site';
import {tools} from './tools';

type Navbar = NonNullable<ThemeConfig['navbar']>;

/** The four top-level docs categories, in navbar order, with the route of each category index page. */
export const docsCategories = {
  business: {label: 'Business', to: '/docs/category/business/'},
  developers: {label: 'Developers', to: '/docs/category/developers/'},
  onboarding: {label: 'Onboarding', to: '/docs/category/onboarding/'},
  ideas: {label: 'Ideas', to: '/docs/category/ideas/'},
} as const;

function categoryItem(key: keyof typeof docsCategories) {
  const {label, to} = docsCategories[key];
  // Highlight the item on the category page and on every page of its folder.
  return {label, to, position: 'left', activeBaseRegex: `^/docs/(category/)?${key}/`} as const;
}

export const navbar = {
  title: site.productName,
  hideOnScroll: true,
  logo: {alt: `${site.productName} logo`, src: 'img/logo.svg', width: 32, height: 32},
  items: [
    categoryItem('business'),
    {
      ...categoryItem('developers'),
      type: 'dropdown',
      items: [
        {label: 'Getting started', to: '/docs/developers/Getting-Started/'},
        {label: 'Core capabilities', to: '/docs/developers/Core-Capabilities/'},
        {label: 'Checkout UI (widget)', to: '/docs/developers/convenient-checkout-ui/'},
        {label: 'Checkout API', to: '/docs/developers/convenient-checkout-api/'},
        {label: 'Webhooks and reports', to: '/docs/developers/Add-on-services/'},
        {label: 'Testing', to: '/docs/developers/Testing/'},
        {label: 'Sandbox: try the API', to: tools.sandbox.route},
        {label: 'Release notes', to: '/docs/developers/Release-notes/'},
      ],
    },
    {label: 'API Reference', to: apiDocuments[0].route, position: 'left'},
    categoryItem('onboarding'),
    {label: 'Engagement Form', href: site.links.engagementForm, position: 'left'},
    categoryItem('ideas'),
    {label: 'Blog', to: '/blog/', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
    {type: 'search', position: 'right'},
  ],
} satisfies Navbar;
