import type {ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import CopyPage from '@site/src/components/common/CopyPage';

type Props = WrapperProps<typeof ContentType>;

/** Puts "Copy page" and "View as Markdown" just above each doc's title. */
export default function ContentWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  return (
    <>
      <CopyPage route={pathname} />
      <Content {...props} />
    </>
  );
}
