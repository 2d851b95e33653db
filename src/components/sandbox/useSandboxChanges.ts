import {useEffect, useEffectEvent} from 'react';
import {loadSandbox} from './engine';

/**
 * Follows the page's one sandbox: calls `onChange` once it has loaded and after every request that may
 * change it, for as long as the component is mounted, so every console and panel shows the same sandbox.
 * `onChange` is given `mounted`, to ask after its own awaits whether its answer is still wanted.
 */
export function useSandboxChanges(onChange: (mounted: () => boolean) => void): void {
  const changed = useEffectEvent(onChange);
  useEffect(() => {
    let active = true;
    let unsubscribe: () => void = () => undefined;
    const mounted = () => active;
    void loadSandbox().then((sandbox) => {
      if (!active) return;
      unsubscribe = sandbox.subscribe(() => {
        changed(mounted);
      });
      changed(mounted);
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);
}
