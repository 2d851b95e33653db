import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';
import {type Checker, type CheckerOperation, checkRequest} from '@site/contract-core';
import type {CheckResult} from './result';

/** How long typing must pause before the body is checked. */
const debounceMs = 250;

type Headers = Readonly<Record<string, string>>;

/**
 * The checking behind the request checker's form: loads each document's validator on first use (in a chunk
 * of its own), checks the body a short pause after the reader stops typing, and keeps only the answer of
 * the latest check. A pasted body too long to show in the text box is held here and checked instead.
 */
export function useRequestCheck(body: RefObject<HTMLTextAreaElement | null>) {
  const [result, setResult] = useState<CheckResult>();
  const [checker, setChecker] = useState<Checker>();
  const [busy, setBusy] = useState(false);
  const [largeBodyLength, setLargeBodyLength] = useState<number>();
  const largeBody = useRef<string>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const checkers = useRef(new Map<string, Promise<Checker>>());
  const run = useRef(0);

  const check = useCallback(
    async (target: CheckerOperation, headers: Headers) => {
      const current = (run.current += 1);
      let loading = checkers.current.get(target.api);
      if (loading === undefined) {
        setResult({kind: 'loading'});
        loading = import('./engine').then(({loadChecker}) => loadChecker(target.api));
        checkers.current.set(target.api, loading);
      }
      let answer: CheckResult;
      try {
        const loaded = await loading;
        setChecker(() => loaded);
        answer = checkRequest(loaded, target, largeBody.current ?? body.current?.value ?? '', headers);
      } catch (error) {
        // The next check loads the validator again, in case the failure was a lost connection.
        checkers.current.delete(target.api);
        answer = {kind: 'failed', message: error instanceof Error ? error.message : String(error)};
      }
      // A later check has started meanwhile; its answer is the one to show.
      if (current === run.current) {
        setResult(answer);
        setBusy(false);
      }
    },
    [body],
  );

  const schedule = useCallback(
    (target: CheckerOperation | undefined, headers: Headers, delay = debounceMs) => {
      clearTimeout(timer.current);
      if (target === undefined) return;
      setBusy(true);
      timer.current = setTimeout(() => {
        void check(target, headers);
      }, delay);
    },
    [check],
  );
  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const holdLargeBody = useCallback((pasted: string) => {
    largeBody.current = pasted;
    setLargeBodyLength(pasted.length);
  }, []);
  const forgetLargeBody = useCallback(() => {
    largeBody.current = undefined;
    setLargeBodyLength(undefined);
  }, []);

  return {result, busy, codeUrl: checker?.codeUrl, largeBodyLength, schedule, holdLargeBody, forgetLargeBody};
}
