/** The data modules the openapi-docs plugin writes with createData; see plugins/openapi-docs/index.ts. */
declare module '@generated/openapi-docs/default/request-checker.json' {
  import type {RequestCheckerData} from '@site/plugins/openapi-docs/types';

  const data: RequestCheckerData;
  export default data;
}

declare module '@generated/openapi-docs/default/merchant.json' {
  import type {OpenApiDocument} from '@site/contract-core';

  const document: OpenApiDocument;
  export default document;
}

declare module '@generated/openapi-docs/default/internal.json' {
  import type {OpenApiDocument} from '@site/contract-core';

  const document: OpenApiDocument;
  export default document;
}

declare module '@generated/openapi-docs/default/hcp.json' {
  import type {OpenApiDocument} from '@site/contract-core';

  const document: OpenApiDocument;
  export default document;
}

declare module '@generated/openapi-docs/default/merchant.validators.js' {
  import type {CompiledValidators} from '@site/contract-core';

  const validators: CompiledValidators;
  export default validators;
}

declare module '@generated/openapi-docs/default/internal.validators.js' {
  import type {CompiledValidators} from '@site/contract-core';

  const validators: CompiledValidators;
  export default validators;
}

declare module '@generated/openapi-docs/default/hcp.validators.js' {
  import type {CompiledValidators} from '@site/contract-core';

  const validators: CompiledValidators;
  export default validators;
}
