import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import SearchBox from '@site/src/components/common/SearchBox';
import {apiDocuments} from '../../../config/apiDocuments';
import {docsCategories} from '../../../config/navbar';
import styles from './styles.module.css';

/** The page's name in the search index (plugins/search-index reads it) and in the browser tab. */
export const title = 'Search';

export default function SearchBoxPage(): ReactNode {
  return (
    <Layout
      title={title}
      description="Search the Convenient Checkout documentation: guides, the blog, the tools, API operations, fields and error codes.">
      <main className={`container ${styles.page}`}>
        <Heading as="h1">Search the documentation</Heading>
        <p>
          Find a guide, a release note, an API operation, a field or an error code by its title or by the words of the
          section that answers you.
        </p>
        <SearchBox variant="page" />
        <Heading as="h2">Browse by section</Heading>
        <ul>
          {Object.values(docsCategories).map(({label, to}) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
          <li>
            <Link to={apiDocuments[0].route}>API Reference</Link>
          </li>
        </ul>
      </main>
    </Layout>
  );
}
