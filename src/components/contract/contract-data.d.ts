/** The data module the openapi-docs plugin writes with createData; see plugins/openapi-docs/index.ts. */
declare module '@generated/openapi-docs/default/contract.json' {
  import type {ContractTestData} from '@site/contract-core';
  import type {ContractData} from '@site/plugins/openapi-docs/types';

  const contract: ContractData & ContractTestData;
  export default contract;
}
