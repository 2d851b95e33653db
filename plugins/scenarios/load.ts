/**
 * The scenarios of examples/scenarios/ as data: each `<id>.json` parsed and checked against
 * examples/scenarios/scenario.schema.json, in the order of their ids. The build plugin and the tests read
 * them through here.
 */
import {readdir, readFile} from 'node:fs/promises';
import {join} from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import type {Scenario} from '../../simulator';

export const scenariosFolder = 'examples/scenarios';
const schemaFile = 'scenario.schema.json';

export async function loadScenarios(siteDir: string): Promise<Scenario[]> {
  const folder = join(siteDir, scenariosFolder);
  const schema = JSON.parse(await readFile(join(folder, schemaFile), 'utf8')) as object;
  const validate = new Ajv2020({allErrors: true, strict: true}).compile(schema);
  const files = (await readdir(folder)).filter((name) => name.endsWith('.json') && name !== schemaFile).sort();
  return Promise.all(
    files.map(async (file) => {
      const scenario: unknown = JSON.parse(await readFile(join(folder, file), 'utf8'));
      if (!validate(scenario))
        throw new Error(`${scenariosFolder}/${file}: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
      const typed = scenario as Scenario;
      if (`${typed.id}.json` !== file) throw new Error(`${scenariosFolder}/${file} has the id ${typed.id}`);
      return typed;
    }),
  );
}
