import {useRef, useState} from 'react';
import type {ApiDocumentId} from '@site/config/apiDocuments';
import {sandboxOf, type OperationEntry} from '@site/contract-core';
import type {Header, RequestSample} from '@site/plugins/openapi-docs/types';
import {documents, newAccessToken} from './engine';
import {initialRequest, type ConsoleRequest} from './request';
import {recentAccessToken, recentIds} from './recent';
import {useSandboxChanges} from './useSandboxChanges';

const sandboxSettings = sandboxOf(documents.merchant);
const environment: Header = [sandboxSettings?.environmentHeader ?? '', sandboxSettings?.environment ?? ''];

interface Start {
  readonly api: ApiDocumentId;
  readonly entry: OperationEntry;
  /** The operation's example request, as the reference's samples show it. */
  readonly sample: RequestSample;
  /** Fields to set in the example's body. */
  readonly bodyFields?: Readonly<Record<string, unknown>> | undefined;
  /** Path and query parameters to start from instead of the example's. */
  readonly parameters?: Readonly<Record<string, string>> | undefined;
}

/**
 * A console's request: filled from the operation's example and, until the reader edits it, following the
 * sandbox (the token it issued, the ids it made last). `fromSandbox` names the ids the sandbox filled in.
 */
export function useConsoleRequest({api, entry, sample, bodyFields, parameters}: Start) {
  const document = documents[api];
  const starting = (accessToken: string | undefined): ConsoleRequest => {
    const start = initialRequest(entry, sample, document, {
      accessToken,
      ids: recentIds(document),
      environment,
      ...(bodyFields === undefined ? {} : {bodyFields}),
    });
    return {...start, parameters: {...start.parameters, ...parameters}};
  };
  const [request, setRequest] = useState<ConsoleRequest>(() => starting(recentAccessToken()));
  const [fromSandbox, setFromSandbox] = useState(() => recentIds(document));
  const edited = useRef(false);

  useSandboxChanges((mounted) => {
    void (async () => {
      const token = sample.bearerToken ? (recentAccessToken() ?? (await newAccessToken())) : undefined;
      if (!mounted() || edited.current) return;
      setRequest(starting(token));
      setFromSandbox(recentIds(document));
    })();
  });

  /** The reader's change: from now on the request is theirs. */
  function edit(next: ConsoleRequest) {
    edited.current = true;
    setRequest(next);
  }

  /** A fresh access token from the sandbox, put in the Authorization header (after a 401, say). */
  function renewToken() {
    void newAccessToken().then((token) => {
      if (token === undefined) return;
      setRequest((current) => ({
        ...current,
        headers: current.headers.map(([name, value]) =>
          name.toLowerCase() === 'authorization' ? [name, `Bearer ${token}`] : [name, value],
        ),
      }));
    });
  }

  return {request, fromSandbox, edit, renewToken};
}
