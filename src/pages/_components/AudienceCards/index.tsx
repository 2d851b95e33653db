import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {docsCategories} from '../../../../config/navbar';
import styles from './styles.module.css';

interface Audience {
  readonly heading: string;
  readonly text: string;
  readonly linkLabel: string;
  readonly to: string;
}

const audiences: readonly Audience[] = [
  {
    heading: 'For business readers',
    text: 'What the service does, who uses it, and the words we use for it: sessions, wallets, authorizations, manufacturer cards and healthcare amounts.',
    linkLabel: 'Explore the business guide',
    to: docsCategories.business.to,
  },
  {
    heading: 'For developers',
    text: 'Authenticate, create a session, embed the widget, take and capture payments, handle webhooks, and test every outcome before you go live.',
    linkLabel: 'Start integrating',
    to: docsCategories.developers.to,
  },
  {
    heading: 'For merchants being onboarded',
    text: 'The steps from signed contract to first live payment: your merchant id, test credentials, your card payment provider and payouts, and the go-live checklist.',
    linkLabel: 'Plan your onboarding',
    to: docsCategories.onboarding.to,
  },
];

export default function AudienceCards(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="audiences-heading">
      <div className="container">
        <Heading as="h2" id="audiences-heading">
          Find your way in
        </Heading>
        <ul className={styles.grid}>
          {audiences.map(({heading, text, linkLabel, to}) => (
            <li key={heading} className={styles.card}>
              <Heading as="h3">{heading}</Heading>
              <p>{text}</p>
              <Link to={to}>{linkLabel}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
