/**
 * The token endpoint and the access checks: client-credentials tokens with the scopes asked for, each
 * bound to the first X-Merchant-Id it is used with (`x-access-rule`'s otherMerchantToken), the checkout
 * tokens of the internal API's `checkoutToken` scheme, and each operation's `security` alternatives. The
 * simulator is a non-production environment, so the scopes that count are the nonProduction scheme's
 * (`nonprod-merchant`).
 */
import {durationMs} from '../contract-core';
import {answer, authorizationAnswer, type SimResponse} from './answers';
import {checkoutAccessOf, type CheckoutAccess, type CheckoutCaller, type IssuedCheckoutToken} from './checkoutAccess';
import {documentList, type Route} from './contract';
import {checkoutTracked, isExpired, sessionNotes} from './sessions';
import type {World} from './world';

interface IssuedToken {
  readonly scopes: ReadonlySet<string>;
  readonly expiresAt: number;
  merchantId?: string;
}

/** An X-Merchant-Id a token may be bound to: a malformed one is refused by its schema next. */
const merchantIdShape = /^[0-9a-f-]{36}$/i;

/** The scope that acts for one customer (x-invariants user-scope-one-customer). */
const userScope = 'nonprod-user';

/** OAuth 2.0's error answer (RFC 6749, section 5.2). */
const oauthError = (error: string, description: string): SimResponse =>
  answer(400, {error, error_description: description}, {'cache-control': 'no-store'});

export class Tokens {
  private readonly issued = new Map<string, IssuedToken>();
  private readonly checkoutAccess: CheckoutAccess;

  constructor(private readonly world: World) {
    this.checkoutAccess = checkoutAccessOf(world);
  }

  reset(): void {
    this.issued.clear();
    this.checkoutAccess.reset();
  }

  /** The scopes the nonProduction scheme offers, from any document that defines it. */
  private offeredScopes(): Set<string> {
    const scopes = new Set<string>();
    for (const document of documentList(this.world.contract.documents)) {
      const scheme = document.components?.securitySchemes?.nonProduction;
      if (scheme !== undefined && !('$ref' in scheme) && scheme.type === 'oauth2') {
        for (const scope of Object.keys(scheme.flows.clientCredentials?.scopes ?? {})) scopes.add(scope);
      }
    }
    return scopes;
  }

  /**
   * POST /oauth2/token: `grant_type=client_credentials`, the client id and secret as HTTP Basic (or as
   * form fields), and the scopes asked for. Any non-empty client id and secret are accepted.
   */
  token(headers: Readonly<Record<string, string>>, body: string): SimResponse {
    const form = new URLSearchParams(body);
    if (form.get('grant_type') !== 'client_credentials') {
      return oauthError('unsupported_grant_type', 'Only grant_type=client_credentials is supported.');
    }
    const basic = /^Basic\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
    const decoded = basic === undefined ? '' : atob(basic);
    const [clientId = form.get('client_id') ?? '', clientSecret = form.get('client_secret') ?? ''] =
      basic === undefined ? [] : [decoded.slice(0, decoded.indexOf(':')), decoded.slice(decoded.indexOf(':') + 1)];
    if (clientId === '' || clientSecret === '' || (basic !== undefined && !decoded.includes(':'))) {
      return answer(401, {
        error: 'invalid_client',
        error_description: 'Send a client id and secret with HTTP Basic authentication.',
      });
    }
    const asked = (form.get('scope') ?? '').split(/\s+/).filter((scope) => scope !== '');
    const offered = this.offeredScopes();
    const unknown = asked.filter((scope) => !offered.has(scope));
    if (asked.length === 0 || unknown.length > 0) {
      return oauthError(
        'invalid_scope',
        asked.length === 0
          ? `Ask for one or more scopes: ${[...offered].join(', ')}.`
          : `Unknown scope ${unknown.join(', ')}; this environment offers ${[...offered].join(', ')}.`,
      );
    }
    const lifetimeMs = durationMs(this.world.contract.sandbox.tokenLifetime);
    const accessToken = `sbx_${this.world.id()}`;
    this.issued.set(accessToken, {scopes: new Set(asked), expiresAt: this.world.now() + lifetimeMs});
    return answer(
      200,
      {access_token: accessToken, token_type: 'Bearer', expires_in: lifetimeMs / 1000, scope: asked.join(' ')},
      {'cache-control': 'no-store'},
    );
  }

  /** 401 or 403 as the contract's x-access-rule says, or who the call acts for when it may go on. */
  authorize(
    route: Route,
    headers: Readonly<Record<string, string>>,
  ): {refused: SimResponse} | {caller: CheckoutCaller} {
    const {accessRule} = this.world.contract;
    const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
    const named: CheckoutCaller = {
      ...(headers['x-checkout-id'] === undefined ? {} : {checkoutId: headers['x-checkout-id']}),
      ...(headers['x-customer-id'] === undefined ? {} : {customerId: headers['x-customer-id']}),
    };
    const checkoutToken = bearer === undefined ? undefined : this.checkoutAccess.issuedFor(bearer);
    if (checkoutToken !== undefined) return this.authorizeCheckoutToken(route, headers, checkoutToken, named);
    const token = bearer === undefined ? undefined : this.issued.get(bearer);
    if (token === undefined || token.expiresAt <= this.world.now()) {
      return {
        refused: authorizationAnswer(
          401,
          'Send a valid access token from the token endpoint as Authorization: Bearer <token>.',
        ),
      };
    }
    const granted = this.grantedScopes(route, token);
    if (granted.length === 0) return {refused: authorizationAnswer(403, accessRule.missingScope.means)};
    const merchantId = headers['x-merchant-id'];
    if (merchantId !== undefined && merchantIdShape.test(merchantId)) {
      token.merchantId ??= merchantId;
      if (token.merchantId !== merchantId)
        return {refused: authorizationAnswer(403, accessRule.otherMerchantToken.means)};
    }
    return {caller: granted.every((scope) => scope === userScope) ? {...named, userScope: true} : named};
  }

  /** The scopes of the token that grant the operation, each alone (the nonProduction alternatives hold one each). */
  private grantedScopes(route: Route, token: IssuedToken): string[] {
    return this.alternatives(route).flatMap((requirement) =>
      Object.entries(requirement).flatMap(([scheme, scopes]) =>
        scheme === 'nonProduction' && scopes.every((scope) => token.scopes.has(scope)) ? scopes : [],
      ),
    );
  }

  private alternatives(route: Route): readonly Readonly<Record<string, readonly string[]>>[] {
    return route.entry.operation.security ?? this.world.contract.documents[route.api].security ?? [];
  }

  /**
   * A checkout token: valid until its session expires (401 after), on the operations that accept the
   * checkoutToken scheme (403 missingScope on others), for its merchant (403 otherMerchantToken) and for
   * its own session and its customer (403 when X-Checkout-Id or X-Customer-Id names others; operations
   * check the session or customer their path names).
   */
  private authorizeCheckoutToken(
    route: Route,
    headers: Readonly<Record<string, string>>,
    issued: IssuedCheckoutToken,
    named: CheckoutCaller,
  ): {refused: SimResponse} | {caller: CheckoutCaller} {
    const {accessRule} = this.world.contract;
    const merchant = this.world.merchants.get(issued.merchantId);
    const checkout = merchant?.checkoutSessions.get(issued.checkoutId);
    if (
      merchant === undefined ||
      checkout === undefined ||
      isExpired(this.world, checkoutTracked(checkout), sessionNotes(merchant, issued.checkoutId))
    ) {
      return {
        refused: authorizationAnswer(
          401,
          `The checkout token has expired with its session. ${this.checkoutAccess.rule()}`,
        ),
      };
    }
    if (!this.alternatives(route).some((requirement) => 'checkoutToken' in requirement))
      return {refused: authorizationAnswer(403, accessRule.missingScope.means)};
    const merchantId = headers['x-merchant-id'];
    if (merchantId !== undefined && merchantIdShape.test(merchantId) && merchantId !== issued.merchantId)
      return {refused: authorizationAnswer(403, accessRule.otherMerchantToken.means)};
    const caller: CheckoutCaller = {
      tokenCheckoutId: issued.checkoutId,
      checkoutId: issued.checkoutId,
      ...(typeof checkout.customerId === 'string' ? {customerId: checkout.customerId} : {}),
    };
    const refused = this.checkoutAccess.refuseOutside(caller, named);
    return refused === undefined ? {caller} : {refused};
  }
}
