import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import HomeHero from './_components/HomeHero';
import AudienceCards from './_components/AudienceCards';
import TaskLinks from './_components/TaskLinks';
import {site} from '../../config/site';

/** The page's name in the search index (plugins/search-index reads it); its tab shows the tagline instead. */
export const title = 'Home';

export default function Home(): ReactNode {
  return (
    <Layout title={`${site.productName}: ${site.tagline}`} description={site.description}>
      <HomeHero />
      <main>
        <AudienceCards />
        <TaskLinks />
      </main>
    </Layout>
  );
}
