import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Heading from '@theme/Heading';
import BlogLayout from '@theme-original/BlogLayout';
import type BlogLayoutType from '@theme/BlogLayout';
import type {WrapperProps} from '@docusaurus/types';
import {site} from '@site/config/site';

type Props = WrapperProps<typeof BlogLayoutType>;

const listPage = new RegExp(`^${site.blogBasePath}(page/\\d+/)?$`);

/** The stock blog list page has no h1, only post titles (h2): it gets one, as every other page has. */
export default function BlogLayoutWrapper({children, ...props}: Props): ReactNode {
  const {pathname} = useLocation();
  return (
    <BlogLayout {...props}>
      {listPage.test(pathname) ? <Heading as="h1">Blog</Heading> : null}
      {children}
    </BlogLayout>
  );
}
