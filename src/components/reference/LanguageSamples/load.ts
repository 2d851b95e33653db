/**
 * The request samples a reference page does not send in its HTML (`onDemand` in `sampleLanguages`): each
 * document's are a data module of their own (`languageSamplesFile` in plugins/openapi-docs/index.ts), in
 * a chunk that loads, with the Prism grammars their languages need, when a reader first chooses one.
 */
import type {LanguageSamplesData} from '@site/plugins/openapi-docs/types';
import type {OnDemandLanguageId} from '@site/shared/codeSamples';

const documents = new Map<string, Promise<LanguageSamplesData>>();

function documentSamples(documentId: string): Promise<LanguageSamplesData> {
  const known = documents.get(documentId);
  if (known !== undefined) return known;
  const loading = Promise.all([
    // A pattern rather than a name: the bundler makes a chunk of each document's module.
    import(`@generated/openapi-docs/default/${documentId}.language-samples.json`) as Promise<{
      default: LanguageSamplesData;
    }>,
    import('./grammars').then(({registerGrammars}) => registerGrammars()),
  ]).then(([module]) => module.default);
  documents.set(documentId, loading);
  // A failed load (the reader went offline) is tried again the next time the reader chooses the language.
  loading.catch(() => documents.delete(documentId));
  return loading;
}

/** One operation's sample in one of the languages the page loads on demand. */
export async function loadLanguageSample(
  documentId: string,
  operationId: string,
  language: OnDemandLanguageId,
): Promise<string> {
  const sample = (await documentSamples(documentId))[operationId]?.[language];
  if (sample === undefined) throw new Error(`The ${documentId} samples have no ${language} sample of ${operationId}`);
  return sample;
}
