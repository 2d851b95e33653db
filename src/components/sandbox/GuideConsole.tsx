/**
 * A console from a guide or a reference page: the operation's example from the reference's samples, with
 * a guide's own example as its body when the page names one.
 */
import type {ReactNode} from 'react';
import samples from '@generated/openapi-docs/default/request-samples.json';
import Console from './Console';

interface Props {
  readonly api: string;
  readonly operationId: string;
  /** The guide's JSON example, as the page shows it. */
  readonly body: string | undefined;
  readonly onClose: () => void;
}

export default function GuideConsole({api, operationId, body, onClose}: Props): ReactNode {
  const sample = samples[api]?.[operationId];
  if (sample === undefined)
    return (
      <p>
        The contract has no operation {operationId} in an API {api}.
      </p>
    );
  return (
    <Console
      api={api}
      operationId={operationId}
      sample={body === undefined ? sample : {...sample, body: JSON.parse(body) as unknown}}
      onClose={onClose}
    />
  );
}
