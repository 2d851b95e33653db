import {memo, useId, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {groupBlogSidebarItemsByYear} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogSidebar/Content';

function YearGroup({year, labelClassName, children}: {year: string; labelClassName?: string; children: ReactNode}) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <p id={labelId} className={labelClassName}>
        {year}
      </p>
      {children}
    </div>
  );
}

/**
 * The blog sidebar's posts, grouped by year as the stock component does, but with each year as the label of
 * its group rather than an h3: the sidebar comes before the page's h1, where an h3 breaks the outline.
 */
function BlogSidebarContent({items, yearGroupHeadingClassName, ListComponent}: Props): ReactNode {
  const {blog} = useThemeConfig();
  if (!blog.sidebar.groupByYear) return <ListComponent items={items} />;
  return groupBlogSidebarItemsByYear(items).map(([year, yearItems]) => (
    <YearGroup key={year} year={year} labelClassName={yearGroupHeadingClassName}>
      <ListComponent items={yearItems} />
    </YearGroup>
  ));
}

export default memo(BlogSidebarContent);
