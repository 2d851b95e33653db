import {describe} from 'vitest';
import {crawlEveryPage} from '../support/pagesCrawl';

describe('every page in light mode', () => {
  crawlEveryPage('light');
});
