import {useEffect, useRef} from 'react';
import type {CheckoutWidget, WidgetCompleteEvent, WidgetErrorEvent} from './convenient-checkout';
import {loadConvenientCheckout} from './load-widget';

interface Props {
  readonly sessionId: string;
  readonly hostedUrl: string;
  readonly onComplete: (event: WidgetCompleteEvent) => void;
  readonly onError: (event: WidgetErrorEvent) => void;
  readonly onClose: () => void;
  /** Called when the widget script cannot be loaded. */
  readonly onLoadError: (error: unknown) => void;
}

/** Mounts the widget for one session and unmounts it when the component goes away or the session changes. */
export function CheckoutWidgetFrame({sessionId, hostedUrl, onComplete, onError, onClose, onLoadError}: Props) {
  const container = useRef<HTMLDivElement>(null);
  const handlers = useRef({onComplete, onError, onClose, onLoadError});
  useEffect(() => {
    handlers.current = {onComplete, onError, onClose, onLoadError};
  });

  useEffect(() => {
    let widget: CheckoutWidget | undefined;
    let cancelled = false;
    loadConvenientCheckout(hostedUrl).then(
      (checkout) => {
        if (cancelled || container.current === null) return;
        widget = checkout.mount(container.current, {
          sessionId,
          onComplete: (event) => {
            handlers.current.onComplete(event);
          },
          onError: (event) => {
            handlers.current.onError(event);
          },
          onClose: () => {
            handlers.current.onClose();
          },
        });
      },
      (error: unknown) => {
        if (!cancelled) handlers.current.onLoadError(error);
      },
    );
    return () => {
      cancelled = true;
      widget?.unmount();
    };
  }, [sessionId, hostedUrl]);

  return <div ref={container} />;
}
