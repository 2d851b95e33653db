import type {ReactNode} from 'react';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import Head from '@docusaurus/Head';
import {useLocation} from '@docusaurus/router';
import useRouteContext from '@docusaurus/useRouteContext';
import {twinPath} from '@site/shared/twinPath';

type Props = WrapperProps<typeof LayoutType>;

/** Docusaurus gives the not-found route this plugin name; it is served for any path and has no twin. */
const notFoundPluginName = 'native';

/** Names every page's Markdown twin in the head, where assistants and crawlers look for it. */
export default function LayoutWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const hasTwin = useRouteContext().plugin.name !== notFoundPluginName;
  return (
    <>
      {hasTwin ? (
        <Head>
          <link rel="alternate" type="text/markdown" href={twinPath(pathname)} />
        </Head>
      ) : null}
      <Layout {...props} />
    </>
  );
}
