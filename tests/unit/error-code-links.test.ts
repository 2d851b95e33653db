import {describe, expect, it} from 'vitest';
import {errorCataloguePages, errorCodeHome, errorCodeHref, type ErrorCode} from '../../contract-core';
import {errorCodeEntries} from '../../plugins/search-index/entries';
import type {OpenApiDocsContent} from '../../plugins/openapi-docs';
import {bodyErrorCode} from '../../contract-core';
import {createSearch} from '../../shared/search/search';
import {resultLabel} from '../../shared/search/label';

function code(errorCode: string, areas: ErrorCode['areas']): ErrorCode {
  return {name: errorCode, areas, errorCode, errorGroup: 'INVALID_REQUEST', httpStatus: 400, message: 'm'};
}

const codes = [code('INVALID_AMOUNT', ['sessions', 'payments']), code('CARD_DECLINED', ['payments'])];

describe('error code anchors', () => {
  it('give a code one home: the catalogue of the first area it lists', () => {
    expect(errorCodeHome(codes[0] ?? code('', []))).toBe('sessions');
    expect(errorCodeHref(codes, 'INVALID_AMOUNT')).toBe(`${errorCataloguePages.sessions}#INVALID_AMOUNT`);
    expect(errorCodeHref(codes, 'CARD_DECLINED')).toBe(`${errorCataloguePages.payments}#CARD_DECLINED`);
    expect(errorCodeHref(codes, 'NOT_A_CODE')).toBeUndefined();
  });

  it('read the errorCode of an error example in either shape', () => {
    expect(bodyErrorCode({error: {errorCode: 'INVALID_AMOUNT'}, status: 400})).toBe('INVALID_AMOUNT');
    expect(bodyErrorCode({errorCode: 'CARD_DECLINED'})).toBe('CARD_DECLINED');
    expect(bodyErrorCode({status: 'COMPLETED'})).toBeUndefined();
  });
});

describe('error codes in the search index', () => {
  const document = {
    openapi: '3.1.0',
    components: {
      examples: Object.fromEntries(
        codes.map((entry) => [
          entry.name,
          {'x-error-areas': entry.areas, value: {error: {...entry, name: undefined, areas: undefined}, status: 400}},
        ]),
      ),
    },
  };
  const content = {documents: [{document}, {document}]} as unknown as OpenApiDocsContent;
  const entries = errorCodeEntries(content);

  it('lists each code once, titled with the code, at its home anchor', () => {
    expect(entries).toEqual([
      {title: 'INVALID_AMOUNT', url: `${errorCataloguePages.sessions}#INVALID_AMOUNT`},
      {title: 'CARD_DECLINED', url: `${errorCataloguePages.payments}#CARD_DECLINED`},
    ]);
  });

  it('finds a code typed as it is or as words, with the title-only matcher', () => {
    const search = createSearch(entries);
    for (const query of ['INVALID_AMOUNT', 'invalid amount', 'invalid_amount']) {
      expect(search(query)[0]?.url, query).toBe(`${errorCataloguePages.sessions}#INVALID_AMOUNT`);
    }
  });

  it('labels an entry by the rule for anchors', () => {
    expect(resultLabel(`${errorCataloguePages.sessions}#INVALID_AMOUNT`)).toBe('Error_codes > INVALID_AMOUNT');
  });
});
