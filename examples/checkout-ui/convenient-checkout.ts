/**
 * Types for the Convenient Checkout widget, shared by your server and your front end. The API's shapes
 * are aliases of the types generated from the Merchant API contract (../openapi/merchant.d.ts, the
 * /openapi/merchant.d.ts download); only the browser widget, which the contract does not describe, is
 * declared here by hand.
 */
import type {components} from '../openapi/merchant';

type Schemas = components['schemas'];

// #region api
// What your server sends to and reads from the Merchant API.
export type SessionRequest = Schemas['SessionRequest'];
export type SessionConfig = Schemas['SessionConfig'];
export type SessionOptions = Schemas['SessionOptions'];
export type SessionCreated = Schemas['SessionCreated'];
export type SessionDetail = Schemas['SessionDetail'];
export type SessionStatus = Schemas['SessionStatus'];
export type Customer = Schemas['Customer'];
export type WidgetMode = Schemas['WidgetMode'];
export type Appearance = Schemas['Appearance'];
export type FontSource = Schemas['FontSource'];
export type PaletteColour = Schemas['PaletteColour'];
/** The group form of an error, in the API and in the widget's events. Branch on errorCode, never on message. */
export type ApiError = Schemas['ApiError'];
export type ErrorResponse = Schemas['ErrorResponse'];
// #endregion api

// #region widget
/** The languages the widget speaks. The service reads a blank or unknown preferredLanguage as 'en'. */
export type WidgetLanguage = 'en' | 'es';

/** The widget has loaded the session and is showing its first screen. */
export interface WidgetReadyEvent {
  readonly sessionId: string;
  readonly mode: WidgetMode;
  /** The language in use after the service applied its fallback. */
  readonly language: WidgetLanguage;
}

/** The customer finished. Confirm the outcome on your server before you act on it. */
export interface WidgetCompleteEvent {
  readonly sessionId: string;
  /** The mode the customer finished in. */
  readonly mode: WidgetMode;
  /** Set when the session took a payment. */
  readonly paymentId?: string;
  /** Set when the session chose, showed or saved a payment method. */
  readonly paymentMethodId?: string;
}

/**
 * Something went wrong. With fatal false the widget has shown the problem in its form and the customer
 * goes on in the same session (a field code such as INVALID_ZIP). With fatal true the session cannot go
 * on and the widget has stopped: it expired (SESSION_EXPIRED), was not found (SESSION_NOT_FOUND), or
 * ended FAILED, for example with the payment's CARD_DECLINED.
 */
export interface WidgetErrorEvent {
  readonly sessionId: string;
  readonly error: ApiError;
  readonly fatal: boolean;
}

/** The customer closed the widget before finishing. The session is cancelled. */
export interface WidgetCloseEvent {
  readonly sessionId: string;
}

export interface MountOptions {
  /** data.sessionId from POST /sessions. */
  readonly sessionId: string;
  readonly onReady?: (event: WidgetReadyEvent) => void;
  readonly onComplete?: (event: WidgetCompleteEvent) => void;
  readonly onError?: (event: WidgetErrorEvent) => void;
  readonly onClose?: (event: WidgetCloseEvent) => void;
}

/** A mounted widget. */
export interface CheckoutWidget {
  readonly sessionId: string;
  /** Removes the widget from the page and stops its callbacks. Does not cancel the session. */
  unmount(): void;
}

/** The global the widget script defines. */
export interface ConvenientCheckout {
  /** The widget's own version, for support requests. */
  readonly version: string;
  /** Renders the session's widget into an empty container element. One session per container. */
  mount(container: HTMLElement, options: MountOptions): CheckoutWidget;
}

declare global {
  interface Window {
    ConvenientCheckout?: ConvenientCheckout;
  }
}
// #endregion widget
