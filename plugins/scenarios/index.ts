/**
 * Runs every scenario of examples/scenarios/ against the simulator at build time, on the contract the
 * openapi-docs plugin bundled, and publishes the transcripts: `scenarios.json` for the docs' components
 * (each step's request and the key fields of its answer) and `/scenarios.json` beside the site, with the
 * whole answers, for the MCP server. A scenario whose answers differ from what it expects fails the build:
 * a page never shows a transcript the contract does not promise.
 */
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {runScenario, stableSimulatorOptions, type ContractDocuments, type Transcript} from '../../simulator';
import {nodeSimulator} from '../../simulator/node';
import type {OpenApiDocsContent} from '../openapi-docs';
import {loadScenarios} from './load';

/** The data module the transcript components import, and the file of the built site the MCP server reads. */
export const scenariosDataFile = 'scenarios.json';

/** The origin the transcripts' URLs name: the simulator as `npm run simulator` serves it. */
export const scenarioOrigin = 'http://127.0.0.1:4010';

/** Runs each scenario on a fresh simulator over the documents; throws on one whose answers differ. */
export async function transcriptsOf(siteDir: string, documents: ContractDocuments): Promise<Transcript[]> {
  const transcripts: Transcript[] = [];
  for (const scenario of await loadScenarios(siteDir)) {
    const simulator = await nodeSimulator({documents, origin: scenarioOrigin, ...stableSimulatorOptions()});
    transcripts.push(await runScenario(scenario, simulator));
  }
  const failed = transcripts.flatMap(({id, steps}) =>
    steps.flatMap((step, index) => step.problems.map((problem) => `${id} step ${index + 1}: ${problem}`)),
  );
  if (failed.length > 0) throw new Error(`Scenarios the simulator does not keep:\n${failed.join('\n')}`);
  return transcripts;
}

/** A transcript as pages show it: each answer reduced to its key fields. */
export const pageTranscript = (transcript: Transcript): Transcript => ({
  ...transcript,
  steps: transcript.steps.map((step) => {
    const {answer, ...shown} = step;
    return answer === undefined ? step : shown;
  }),
});

function documentsOf(content: OpenApiDocsContent): ContractDocuments {
  const byId = Object.fromEntries(content.documents.map(({apiDocument, document}) => [apiDocument.id, document]));
  return byId as unknown as ContractDocuments;
}

export default function scenariosPlugin(context: LoadContext): Plugin {
  let published = '[]';
  return {
    name: 'scenarios',

    getPathsToWatch() {
      return [join(context.siteDir, 'examples/scenarios/*.json')];
    },

    async allContentLoaded({allContent, actions}) {
      const api = allContent['openapi-docs']?.default as OpenApiDocsContent | undefined;
      if (api === undefined) throw new Error('The scenarios plugin runs on the contract the openapi-docs plugin loads');
      const transcripts = await transcriptsOf(context.siteDir, documentsOf(api));
      published = JSON.stringify(transcripts);
      await actions.createData(scenariosDataFile, JSON.stringify(transcripts.map(pageTranscript)));
    },

    async postBuild({outDir}) {
      await writeFile(join(outDir, scenariosDataFile), published);
    },
  };
}
