import type {ThemeConfig} from '@docusaurus/preset-classic';
import {site} from './site';
import {tools} from './tools';

type Footer = NonNullable<ThemeConfig['footer']>;

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Community',
      items: [{label: 'Developer chat channel', href: site.links.teamChat}],
    },
    {
      title: 'More',
      items: [
        {label: 'Source repository', href: site.links.sourceRepository},
        {label: tools.landing.title, to: tools.landing.route},
      ],
    },
  ],
  copyright: `Copyright © ${site.copyrightYear} ${site.productName}. All rights reserved.`,
} satisfies Footer;
