import BlogAuthorsListPage from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import type BlogAuthorsListPageType from '@theme/Blog/Pages/BlogAuthorsListPage';
import {withDescription} from '@site/src/components/common/withDescription';

export default withDescription(
  BlogAuthorsListPage as typeof BlogAuthorsListPageType,
  'The people who write the Convenient Checkout blog, with the posts each of them wrote about releases, payments and integrations.',
);
