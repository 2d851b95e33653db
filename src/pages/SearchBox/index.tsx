import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import SearchBar from '@theme/SearchBar';
import {docsCategories} from '../../../config/navbar';
import styles from './styles.module.css';

export default function SearchBoxPage(): ReactNode {
  return (
    <Layout title="Search" description="Search the Convenient Checkout documentation by page title.">
      <main className={`container ${styles.page}`}>
        <Heading as="h1">Search the documentation</Heading>
        <p>Find a guide, a release note or an API operation by its title.</p>
        <SearchBar />
        <Heading as="h2">Browse by section</Heading>
        <ul>
          {Object.values(docsCategories).map(({label, to}) => (
            <li key={to}>
              <Link to={to}>{label}</Link>
            </li>
          ))}
          <li>
            <Link to="/api-reference/">API Reference</Link>
          </li>
        </ul>
      </main>
    </Layout>
  );
}
