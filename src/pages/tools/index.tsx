import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {tools} from '@site/config/tools';
import styles from './styles.module.css';

/** The page's name in the search index (plugins/search-index reads it) and in the browser tab. */
export const title = 'Integration tools';

export default function ToolsPage(): ReactNode {
  return (
    <Layout
      title={title}
      description="Tools for your integration with Convenient Checkout that run in your browser: a sandbox of the API, a request checker and a webhook signature checker.">
      <main className={`container markdown ${styles.page}`}>
        <Heading as="h1">Integration tools</Heading>
        <p>
          These tools check your integration against the API contract without calling the service. They run entirely in
          your browser: nothing you type is stored or sent, and no key or account is needed.
        </p>
        <ul className={styles.tools}>
          <li>
            <Heading as="h2">
              <Link to={tools.sandbox.route}>{tools.sandbox.title}</Link>
            </Heading>
            <p>
              Try the API with no account and no keys: the simulator of the service runs in your browser, and guided
              flows take you through hosted checkout, authorize and capture, refunds, the 7-day lapse and a retry after
              a timeout, one click a step.
            </p>
          </li>
          <li>
            <Heading as="h2">
              <Link to={tools.requestChecker.route}>{tools.requestChecker.title}</Link>
            </Heading>
            <p>
              Check a request body and its headers for any operation of the three APIs before you send it. Each problem
              names the field, the rule it breaks and the error code the service would answer with.
            </p>
          </li>
          <li>
            <Heading as="h2">
              <Link to={tools.webhookSignature.route}>{tools.webhookSignature.title}</Link>
            </Heading>
            <p>
              Check the <code>X-Signature</code> header of a webhook delivery against its raw body and your signing
              secret, and see why a signature is refused.
            </p>
          </li>
        </ul>
      </main>
    </Layout>
  );
}
