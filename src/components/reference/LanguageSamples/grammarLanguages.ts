/**
 * The languages whose Prism grammars grammars.ts registers on demand: a module with no imports, so the
 * code block wrapper can tell which blocks need them without loading Prism.
 */
export const onDemandGrammarLanguages: ReadonlySet<string> = new Set(['java', 'csharp', 'php', 'ruby']);
