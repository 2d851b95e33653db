import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import checkerData from '@generated/openapi-docs/default/request-checker.json';
import {tools} from '@site/config/tools';
import RequestChecker from '../../../components/checker/RequestChecker';
import styles from '../styles.module.css';

/** The page's name in the search index (plugins/search-index reads it) and in the browser tab. */
export const title = 'Request checker';

export default function RequestCheckerPage(): ReactNode {
  return (
    <Layout
      title={title}
      description="Check a request body and its headers against the Convenient Checkout API contract in your browser, with the error code the service would answer for each problem.">
      <main className={`container markdown ${styles.page}`}>
        <Heading as="h1">Request checker</Heading>
        <p>
          Choose an operation, paste the JSON body you plan to send, and the checker compares it with the API contract
          as you type. For each problem it gives the field’s JSON path, what the contract requires there and the error
          code the service would answer with, linked to its entry in the error code catalogue.
        </p>
        <p>
          The check runs entirely in your browser. Nothing you type is stored or sent anywhere, so it is safe to paste
          real test data, but never paste production card or bank details into any tool.
        </p>
        <RequestChecker data={checkerData} />
        <Heading as="h2">What the checker can and cannot tell you</Heading>
        <p>
          It checks everything the contract states as a rule of the request: types, required fields, lengths, patterns,
          allowed values, number ranges and the combinations of fields that go together. Rules that need the service’s
          own data, such as a <code>merchantTransactionId</code> you have already used or a capture above the authorized
          amount, are not visible here; the error code catalogue describes those.
        </p>
        <p>
          The <code>X-Upstream-Env</code> header is required on every call outside production; leave it empty to check a
          production request. To verify the signature of a webhook your endpoint received, use the{' '}
          <Link to={tools.webhookSignature.route}>{tools.webhookSignature.title.toLowerCase()}</Link>.
        </p>
      </main>
    </Layout>
  );
}
