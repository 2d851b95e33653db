/**
 * The rules that span requests (x-invariants) and the scenarios that prove them, for the MCP server: the
 * rules come from the bundled documents the site publishes, the scenarios from `/scenarios.json`, the
 * transcripts plugins/scenarios recorded from the simulator when the site was built.
 */
import {invariantsAnswering, invariantsFor, invariantsOf, type Invariant} from '../contract-core';
import type {Transcript} from '../simulator';
import type {DocsSite} from './site';

type Json = Record<string, unknown>;

/** The published file of transcripts, beside the site's pages. */
const scenariosFile = '/scenarios.json';
/** The docs page that shows every rule and transcript. */
const scenariosPage = '/docs/developers/Testing/Scenarios/';

/** A rule as the tools return it: the contract's fields, and where the page shows it. */
function ruleAnswer(site: DocsSite, rule: Invariant): Json {
  return {...rule, url: site.url(`${scenariosPage}#rule-${rule.id}`)};
}

async function rules(site: DocsSite): Promise<Invariant[]> {
  return invariantsOf((await site.documents()).merchant);
}

/** The rules that guard an operation, for get_operation. */
export async function rulesOfOperation(site: DocsSite, operationId: string): Promise<Json[]> {
  return invariantsFor(await rules(site), operationId).map((rule) => ruleAnswer(site, rule));
}

/** The rules that answer with an error code, for explain_error. */
export async function rulesAnswering(site: DocsSite, errorCode: string): Promise<Json[]> {
  return invariantsAnswering(await rules(site), errorCode).map((rule) => ruleAnswer(site, rule));
}

export async function transcripts(site: DocsSite): Promise<readonly Transcript[]> {
  return site.json<readonly Transcript[]>(scenariosFile);
}

/** One scenario's whole transcript, with the URL of the page that shows it; undefined for an unknown id. */
export async function scenarioById(site: DocsSite, id: string): Promise<Json | undefined> {
  const found = (await transcripts(site)).find((transcript) => transcript.id === id);
  return found === undefined ? undefined : {...found, url: site.url(`${scenariosPage}#scenario-${found.id}`)};
}
