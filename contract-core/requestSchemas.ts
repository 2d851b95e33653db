/**
 * Where a request's schemas sit in a bundled document, as JSON pointer fragments: each operation's JSON
 * body and each parameter. The simulator validates requests against them; the build compiles a validator
 * for each (plugins/openapi-docs/validators.ts) so the simulator runs in the browser.
 */
import {
  isRef,
  operationsOf,
  resolve,
  type OpenApiDocument,
  type OperationEntry,
  type Parameter,
  type Referenced,
} from './model';
import {parsePointerFragment, pointerFragment} from './pointer';

/**
 * Where each parameter's schema is in the bundle: the component a `$ref` names, or the parameter's place in
 * the path item or the operation (the operation's own winning, as OpenAPI says).
 */
export function parameterSchemas(document: OpenApiDocument, entry: OperationEntry): Map<string, string> {
  const found = new Map<string, string>();
  const pathItem = resolve(document, document.paths?.[entry.path] ?? {});
  const lists: [readonly unknown[] | undefined, readonly string[]][] = [
    [pathItem.parameters, ['paths', entry.path, 'parameters']],
    [entry.operation.parameters, ['paths', entry.path, entry.method, 'parameters']],
  ];
  for (const [list, at] of lists) {
    for (const [index, parameter] of (list ?? []).entries()) {
      const pointer = isRef(parameter) ? parsePointerFragment(parameter.$ref) : [...at, String(index)];
      const {name, in: location} = resolve(document, parameter as Referenced<Parameter>);
      found.set(`${location} ${name}`, pointerFragment([...pointer, 'schema']));
    }
  }
  return found;
}

/**
 * The schemas the simulator validates requests of one API against, as URIs (`<api>#/pointer`): each
 * operation's JSON body where the operation declares it, and each parameter. The build compiles a
 * validator for each (plugins/openapi-docs/validators.ts) so the simulator runs in the browser.
 */
export function requestSchemaUris(api: string, document: OpenApiDocument): string[] {
  return operationsOf(document).flatMap((entry) => [
    ...(entry.operation.requestBody === undefined ? [] : [`${api}${bodySchemaFragment(entry)}`]),
    ...[...parameterSchemas(document, entry).values()].map((fragment) => `${api}${fragment}`),
  ]);
}

/** Where the simulator finds an operation's JSON body schema: at the operation, whatever it refers to. */
export function bodySchemaFragment({path, method}: Pick<OperationEntry, 'path' | 'method'>): string {
  return pointerFragment(['paths', path, method, 'requestBody', 'content', 'application/json', 'schema']);
}
