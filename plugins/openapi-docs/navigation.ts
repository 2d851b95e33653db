import {
  anchors,
  errorCodesOf,
  operationsByTag,
  schemaNames,
  sectionIds,
  sharedResponseHeaders,
  type OpenApiDocument,
} from '../../contract-core';
import type {NavItem} from '../../src/components/reference/ApiNavigation';

/** The navigation in page order: servers, authentication and response headers, tags with their operations, error codes, schemas. */
export function navigationItems(document: OpenApiDocument): NavItem[] {
  const schemas = schemaNames(document);
  return [
    ...((document.servers ?? []).length > 0 ? [{id: sectionIds.servers, label: 'Servers'}] : []),
    ...(Object.keys(document.components?.securitySchemes ?? {}).length > 0
      ? [{id: sectionIds.authentication, label: 'Authentication'}]
      : []),
    ...(sharedResponseHeaders(document).size > 0 ? [{id: sectionIds.headers, label: 'Response headers'}] : []),
    ...operationsByTag(document).map((group) => ({
      id: anchors.tag(group.name),
      label: group.name,
      children: group.operations.map(({operationId, method, path, operation}) => ({
        id: anchors.operation(operationId),
        label: operation.summary ?? path,
        method,
      })),
    })),
    ...(errorCodesOf(document).length > 0 ? [{id: sectionIds.errorCodes, label: 'Error codes'}] : []),
    ...(schemas.length > 0
      ? [
          {
            id: sectionIds.schemas,
            label: 'Schemas',
            children: schemas.map((name) => ({id: anchors.schema(name), label: name})),
          },
        ]
      : []),
  ];
}
