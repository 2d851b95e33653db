import type {ComponentType, ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';

/**
 * A theme page that sets only a title, given a meta description as well: search engines and link previews
 * show it. The later metadata wins, so the page's own title stays.
 */
export function withDescription<Props extends object>(Page: ComponentType<Props>, description: string) {
  function PageWithDescription(props: Props): ReactNode {
    return (
      <>
        <Page {...props} />
        <PageMetadata description={description} />
      </>
    );
  }
  return PageWithDescription;
}
