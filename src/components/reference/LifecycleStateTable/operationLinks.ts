/** Where the reader finds an operation named by operationId or by its call, when the page can link it. */
export interface OperationLinks {
  /** The `METHOD /path` of an operationId, with a link to it when there is one. */
  readonly byId: (operationId: string) => {readonly call: string; readonly href?: string} | undefined;
  /** The link of a `METHOD /path` call, when there is one. */
  readonly callHref: (call: string) => string | undefined;
}

interface LinkableOperation {
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
}

/** Links to the given operations, each at the href it is given; operations not among them stay unlinked. */
export function operationLinks<T extends LinkableOperation>(
  operations: readonly T[],
  href: (operation: T) => string,
): OperationLinks {
  const callOf = (operation: T) => `${operation.method.toUpperCase()} ${operation.path}`;
  return {
    byId: (operationId) => {
      const operation = operations.find((candidate) => candidate.operationId === operationId);
      return operation === undefined ? undefined : {call: callOf(operation), href: href(operation)};
    },
    callHref: (call) => {
      const operation = operations.find((candidate) => callOf(candidate) === call);
      return operation === undefined ? undefined : href(operation);
    },
  };
}
