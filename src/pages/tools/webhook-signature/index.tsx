import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import SignatureChecker from './_components/SignatureChecker';
import styles from '../styles.module.css';

/** The page's name in the search index (plugins/search-index reads it) and in the browser tab. */
export const title = 'Webhook signature checker';

export default function WebhookSignaturePage(): ReactNode {
  return (
    <Layout
      title={title}
      description="Check a webhook delivery's X-Signature header against its raw body and your signing secret, in your browser.">
      <main className={`container markdown ${styles.page}`}>
        <Heading as="h1">Webhook signature checker</Heading>
        <p>
          Paste a delivery your endpoint received and the secret of that endpoint to see whether the signature matches,
          and if not, exactly why. It uses the scheme described in{' '}
          <Link to="/docs/developers/Add-on-services/Webhooks/Configuration/#verify-the-signature">
            webhook configuration
          </Link>
          : the lowercase hex HMAC-SHA256 of the timestamp, a full stop and the raw body, keyed with the signing secret.
        </p>
        <p>
          Everything is computed in your browser with the Web Crypto API. The secret, the header and the body are not
          stored and not sent anywhere. Even so, prefer a non-production secret, and rotate any secret that may have
          been exposed.
        </p>
        <SignatureChecker />
        <Heading as="h2">Reading the result</Heading>
        <ul>
          <li>
            <strong>Malformed header</strong>: the header is not a list of key=value pairs, or its <code>t</code> or a{' '}
            <code>v1</code> value has the wrong form.
          </li>
          <li>
            <strong>No v1 signature</strong>: the header has a timestamp but no <code>v1</code> value to compare.
          </li>
          <li>
            <strong>Timestamp too far away</strong>: the delivery was signed more than 5 minutes before or after this
            computer’s time, so an endpoint treats it as a replay.
          </li>
          <li>
            <strong>No signature matches</strong>: the body, the secret or the timestamp is not what was signed. A body
            that was parsed and written out again, even with the same content, no longer matches.
          </li>
        </ul>
      </main>
    </Layout>
  );
}
