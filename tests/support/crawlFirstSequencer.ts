import {BaseSequencer, type TestSpecification} from 'vitest/node';

const crawlShare = /[\\/]pages-\d+-of-\d+\.test\.ts$/;

/**
 * Starts the page crawl's shares before the other browser test files. Vitest runs the longest files first
 * once it has their timings, but a fresh clone has none, and it then runs the largest files first: the
 * crawl's few lines came last, and the longer share ran alone at the end while the other core had nothing
 * left to do. Started first, the shares leave the short files to fill the gaps.
 */
export default class CrawlFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [
      ...sorted.filter(({moduleId}) => crawlShare.test(moduleId)),
      ...sorted.filter(({moduleId}) => !crawlShare.test(moduleId)),
    ];
  }
}
