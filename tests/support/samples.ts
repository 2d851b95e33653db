/** Running the TypeScript samples under examples/ in tests. */
import {vi} from 'vitest';

/** Points the samples' configuration (examples/shared/config.ts) at the contract's mock. */
export function useSampleEnvironment(environment: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(environment)) vi.stubEnv(name, value);
}
