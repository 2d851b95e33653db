/** The simulator's command line: --help prints the usage and starts nothing; an unknown argument is refused with it. */
import {afterEach, describe, expect, it, vi} from 'vitest';
import {main} from '../../simulator/node';

const noDocuments = () => Promise.reject(new Error('no server should start'));

describe('the simulator command line', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.each([['--help'], ['-h']])('%s prints every option and starts no server', async (flag) => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await main([flag], noDocuments);
    const text = printed.mock.calls.flat().join('\n');
    for (const option of ['--port', '--seed', '--record']) expect(text).toContain(option);
  });

  it('refuses an unknown argument with the usage', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await expect(main(['--verbose'], noDocuments)).rejects.toThrow(
      /Unknown argument --verbose\. Usage:[\s\S]*--record <file>/,
    );
  });
});
