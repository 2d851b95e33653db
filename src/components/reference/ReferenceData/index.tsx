import {use, type ReactNode} from 'react';
import {anchors, perDocument, resolve} from '@site/contract-core';
import {MarkdownProvider} from '@site/src/components/common/Markdown';
import {SchemaProvider, type SchemaLinks} from '@site/src/components/reference/SchemaView';
import {loadReferenceData, type ReferenceData as Data} from './load';

export {loadOperationSamples} from './load';

/** Links from a field to its component schema's entry on the page; one object per document, so context readers keep it. */
const schemaLinks = perDocument((document): SchemaLinks => {
  const schemas = document.components?.schemas ?? {};
  return {
    lookup: (name) => {
      const schema = schemas[name];
      return schema === undefined ? undefined : resolve(document, schema);
    },
    href: (name) => `#${anchors.schema(name)}`,
  };
});

interface Props {
  /** The document's id (config/apiDocuments.ts). */
  readonly api: string;
  readonly children: (data: Data) => ReactNode;
}

/**
 * A section of a reference page drawn from its document, with the descriptions the build rendered and the
 * links between schemas. It waits for the document (see load.ts), so it belongs inside a static island.
 */
export default function ReferenceData({api, children}: Props): ReactNode {
  const data = use(loadReferenceData(api));
  return (
    <MarkdownProvider value={data.pageData.markdown}>
      <SchemaProvider value={schemaLinks(data.document)}>{children(data)}</SchemaProvider>
    </MarkdownProvider>
  );
}
