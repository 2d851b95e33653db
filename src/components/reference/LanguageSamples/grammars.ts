// Change: registers Prism grammars the way the classic theme's prism-include-languages does (on a global Prism, removed after), for the request samples' languages only, when a reader first chooses one. See notes/reference-renderer.md.
import {Prism} from 'prism-react-renderer';

let registered: Promise<void> | undefined;

async function register(): Promise<void> {
  const global = globalThis as {Prism?: typeof Prism};
  const before = global.Prism;
  // Prism's grammar files add themselves to the global Prism, in the order imported: PHP's builds on
  // markup-templating's.
  global.Prism = Prism;
  try {
    await import(/* webpackMode: "eager" */ 'prismjs/components/prism-java');
    await import(/* webpackMode: "eager" */ 'prismjs/components/prism-csharp');
    await import(/* webpackMode: "eager" */ 'prismjs/components/prism-markup-templating');
    await import(/* webpackMode: "eager" */ 'prismjs/components/prism-php');
    await import(/* webpackMode: "eager" */ 'prismjs/components/prism-ruby');
    // The grammars above are those of onDemandGrammarLanguages (grammarLanguages.ts).
  } finally {
    if (before === undefined) delete global.Prism;
    else global.Prism = before;
  }
}

/**
 * Registers the grammars of the request samples' languages that Prism, as prism-react-renderer bundles
 * it, lacks. They are not in `themeConfig.prism.additionalLanguages`: there they would load with every
 * page's first highlighted code block (20 kB), for samples that load only when a reader asks for them.
 */
export function registerGrammars(): Promise<void> {
  registered ??= register();
  return registered;
}
