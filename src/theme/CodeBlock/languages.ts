// Change: registers the extra Prism languages from the code block's own chunk instead of the theme's client module (plugins/prism-on-demand). See notes/performance/prism-on-demand.md.
/**
 * Registers the site's extra Prism languages (themeConfig.prism.additionalLanguages) when the first code
 * block's chunk loads, in place of the theme's client module (plugins/prism-on-demand).
 */
import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
