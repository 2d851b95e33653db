import BlogTagsListPage from '@theme-original/BlogTagsListPage';
import type BlogTagsListPageType from '@theme/BlogTagsListPage';
import {withDescription} from '@site/src/components/common/withDescription';

export default withDescription(
  BlogTagsListPage as typeof BlogTagsListPageType,
  'Every tag of the Convenient Checkout blog, with the number of posts under each: releases, payments, the wallet, the widget, health care and more.',
);
