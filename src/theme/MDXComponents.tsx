import type {ComponentProps, ReactNode} from 'react';
import MDXComponents from '@theme-original/MDXComponents';

/** Wide tables scroll sideways; a tab stop lets keyboard users scroll them too (WCAG 2.1.1). */
function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return <table tabIndex={0} {...props} />;
}

export default {...MDXComponents, table: ScrollableTable};
