import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {apiDocuments} from '@site/config/apiDocuments';
import {tools} from '@site/config/tools';
import {anchors} from '@site/contract-core';
import GuidedFlows from './_components/GuidedFlows';
import styles from '../styles.module.css';

/** The page's name in the search index (plugins/search-index reads it) and in the browser tab. */
export const title = 'Sandbox';

const merchantReference = apiDocuments[0].route;

export default function SandboxPage(): ReactNode {
  return (
    <Layout
      title={title}
      description="Try the Convenient Checkout API in your browser, with no account and no keys: hosted checkout, authorize and capture, refunds, the 7-day lapse and a retry after a timeout, one click a step.">
      <main className={`container markdown ${styles.page}`}>
        <Heading as="h1">Sandbox: try the API in your browser</Heading>
        <p>
          This page runs the simulator of the service in your browser. It checks every request against the API contract
          and answers as the service does: the same statuses, error codes, lifecycles, idempotency rules and webhook
          events. You need no account, no keys and no network, and nothing you send leaves the page.
        </p>
        <p>
          Each flow below is a few steps. <strong>Start this flow</strong> opens its consoles (the sandbox loads then,
          not before); after that each step is one click on <strong>Send</strong> or on the step&apos;s button, and
          every request stays editable. What you create stays for this browser tab, so you can go on from any operation
          of the <Link to={merchantReference}>API reference</Link> with its <strong>Try it</strong> button. The{' '}
          <strong>Sandbox</strong> button of any console shows the clock, the webhook events and a reset.
        </p>
        <noscript>
          <p>
            The sandbox is a program that runs in your browser, so it needs JavaScript. Without it, the{' '}
            <Link to="/docs/developers/Testing/Simulator/">simulator</Link> runs the same flows on your own machine.
          </p>
        </noscript>
        <GuidedFlows />
        <Heading as="h2">What the sandbox is, and what it is not</Heading>
        <p>
          The sandbox acts the service out from the same OpenAPI documents the reference is made from, so the two cannot
          disagree. Time is virtual: processing takes the test environment&apos;s short delays, and the clock moves on
          by minutes or days when you ask. Test amounts and cards from the{' '}
          <Link to="/docs/developers/Testing/">testing page</Link> behave as that page says. The sandbox sends no
          webhook anywhere; it records each event with the headers it would be signed with, which the{' '}
          <Link to={tools.webhookSignature.route}>{tools.webhookSignature.title.toLowerCase()}</Link> checks. For your
          own tests, run the same simulator on your machine with <code>npm run simulator</code> (see{' '}
          <Link to="/docs/developers/Testing/Simulator/">the simulator page</Link>), and read each operation&apos;s{' '}
          <Link to={`${merchantReference}#${anchors.operation('createPayment')}`}>reference</Link> for what it accepts.
        </p>
      </main>
    </Layout>
  );
}
