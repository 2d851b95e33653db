/** The data module the openapi-docs plugin writes with createData; see plugins/openapi-docs/index.ts. */
declare module '@generated/openapi-docs/default/contract.json' {
  import type {ContractTestData} from '@site/contract-core';
  import type {ContractData} from '@site/plugins/openapi-docs/types';

  const contract: ContractData & ContractTestData;
  export default contract;
}

/** The transcripts the scenarios plugin writes with createData; see plugins/scenarios/index.ts. */
declare module '@generated/scenarios/default/scenarios.json' {
  import type {Transcript} from '@site/simulator';

  const transcripts: readonly Transcript[];
  export default transcripts;
}
