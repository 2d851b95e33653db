import {describe} from 'vitest';
import {crawlPages} from '../support/pagesCrawl';

describe('every page, share 2 of 2, in light and dark mode', () => {
  crawlPages(1);
});
