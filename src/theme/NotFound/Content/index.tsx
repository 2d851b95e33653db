import type {ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import {PageMetadata} from '@docusaurus/theme-common';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ContentType>;

/** Adds ways back to the stock not-found text, which otherwise leaves the reader stranded, and a description. */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata description="This address does not match a page of the Convenient Checkout documentation. Go back to the home page, the documentation overview, the API reference or the search page." />
      <Content {...props} />
      <nav aria-label="Ways back" className={`container ${styles.waysBack}`}>
        <ul className="col col--6 col--offset-3">
          <li>
            <Link to="/">Go to the home page</Link>
          </li>
          <li>
            <Link to="/docs/overview/">Read the documentation overview</Link>
          </li>
          <li>
            <Link to="/api-reference/">Open the API reference</Link>
          </li>
          <li>
            <Link to="/SearchBox/">Search the documentation</Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
