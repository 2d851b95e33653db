import {describe} from 'vitest';
import {crawlEveryPage} from '../support/pagesCrawl';

describe('every page in dark mode', () => {
  crawlEveryPage('dark');
});
