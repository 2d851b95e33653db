import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {site} from '../../../../config/site';
import styles from './styles.module.css';

export default function HomeHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <Heading as="h1" className={styles.title}>
          {site.productName}
        </Heading>
        <p className={styles.tagline}>{site.tagline}</p>
        <p className={styles.summary}>
          Create a checkout session, show our hosted or embedded widget, and take card and bank account payments.
          Customers pay as guests or from a saved wallet; you capture, cancel and refund through one API.
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to="/docs/overview/">
            Read the overview
          </Link>
          <Link className="button button--secondary button--outline button--lg" to="/api-reference/">
            Browse the API reference
          </Link>
        </div>
      </div>
    </header>
  );
}
