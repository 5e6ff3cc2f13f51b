import { MARKETPLACES, type MarketplaceCode } from '@shelfscope/contracts';
import { cents, feesAt } from '@shelfscope/profit';
import { parseKeepaProduct } from '../keepa/parse.js';
import { identityOf } from '../simulated/catalog.js';
import { generateProduct } from '../simulated/generate.js';
import { indexOn } from '../simulated/marketplaces.js';

/**
 * The simulated seller account's Product Fees API (`POST /products/fees/v0/feesEstimate`,
 * getMyFeesEstimates), in the API's JSON shapes. Amazon's estimate starts from the same
 * published fee schedule ShelfScope's tables hold, for the product as the simulated catalog
 * describes it (category, package), and then differs the way Amazon's own figures do for some
 * products (docs/seller-account.md, "Amazon's fee estimate"):
 *
 * 1. An ASIN the marketplace does not list: the result's `Status` is `ClientError`,
 *    `InvalidParameterValue`.
 * 2. "Amazon measured the package larger": identity `id mod 7 = 3`: the FBA fee is 0.35 higher
 *    (35 yen on amazon.co.jp), above the default 5-cent highlight.
 * 3. "Amazon rounds the referral fee its own way": identity `id mod 11 = 5`: the referral fee is
 *    0.02 higher (2 yen), below the highlight.
 * 4. Otherwise Amazon's figure is ours to the cent.
 *
 * A price the marketplace's tables cannot price (0 or less) is `InvalidParameterValue` too.
 */
export type MoneyType = { CurrencyCode: string; Amount: number };
export type FeeDetail = { FeeType: string; FeeAmount: MoneyType; FeePromotion?: MoneyType; FinalFee: MoneyType };
export type FeesEstimateByIdRequest = {
  FeesEstimateRequest?: {
    MarketplaceId: string;
    IsAmazonFulfilled?: boolean;
    PriceToEstimateFees: { ListingPrice: MoneyType; Shipping?: MoneyType };
    Identifier: string;
  };
  IdType: 'ASIN' | 'SellerSKU';
  IdValue: string;
};
export type FeesEstimateResult = {
  Status: 'Success' | 'ClientError' | 'ServiceError';
  FeesEstimateIdentifier: {
    MarketplaceId: string;
    SellerId: string;
    IdType: string;
    IdValue: string;
    IsAmazonFulfilled: boolean;
    PriceToEstimateFees: { ListingPrice: MoneyType; Shipping?: MoneyType };
    SellerInputIdentifier: string;
  };
  FeesEstimate?: { TimeOfFeesEstimation: string; TotalFeesEstimate: MoneyType; FeeDetailList: FeeDetail[] };
  Error?: { Type: string; Code: string; Message: string; Detail: object[] };
};

/** Rule 2 and 3's amounts, in the marketplace currency's major unit (yen are whole). */
const step = (currency: string, amount: number) => (currency === 'JPY' ? Math.round(amount * 100) : amount);

/** Amazon's differences from the fee schedule for a product (the rules above), by kind. */
export function amazonDeviation(id: number, currency: string): { fba: number; referral: number } {
  return {
    fba: id % 7 === 3 ? step(currency, 0.35) : 0,
    referral: id % 11 === 5 ? step(currency, 0.02) : 0,
  };
}

const moneyOf = (currency: string, amount: number): MoneyType => ({ CurrencyCode: currency, Amount: amount });
const detail = (type: string, currency: string, amount: number): FeeDetail => ({
  FeeType: type,
  FeeAmount: moneyOf(currency, amount),
  FeePromotion: moneyOf(currency, 0),
  FinalFee: moneyOf(currency, amount),
});

/** One result of getMyFeesEstimates for one request of the batch. */
export function feesEstimateResult(
  request: FeesEstimateByIdRequest,
  marketplace: MarketplaceCode | null,
  sellerId: string,
  now: Date,
  size: number,
): FeesEstimateResult {
  const asked = request.FeesEstimateRequest;
  const price = asked?.PriceToEstimateFees?.ListingPrice?.Amount ?? 0;
  const identifier: FeesEstimateResult['FeesEstimateIdentifier'] = {
    MarketplaceId: asked?.MarketplaceId ?? '',
    SellerId: sellerId,
    IdType: request.IdType,
    IdValue: request.IdValue,
    IsAmazonFulfilled: asked?.IsAmazonFulfilled ?? true,
    PriceToEstimateFees: asked?.PriceToEstimateFees ?? { ListingPrice: moneyOf('USD', 0) },
    SellerInputIdentifier: asked?.Identifier ?? '',
  };
  const refuse = (message: string): FeesEstimateResult => ({
    Status: 'ClientError',
    FeesEstimateIdentifier: identifier,
    Error: { Type: 'Sender', Code: 'InvalidParameterValue', Message: message, Detail: [] },
  });
  if (!marketplace) return refuse('The MarketplaceId is not valid.');
  const index = request.IdType === 'ASIN' ? indexOn(request.IdValue, marketplace, size) : null;
  if (index === null)
    return refuse(`The item ${request.IdValue} was not found in the ${MARKETPLACES[marketplace].name} catalog.`);
  if (!(price > 0)) return refuse('ListingPrice must be greater than 0.');

  const currency = MARKETPLACES[marketplace].currency;
  const listing = parseKeepaProduct(generateProduct(index, now, { withOffers: false, withStock: false, marketplace }), {
    currency,
    now,
  }).fields;
  const length = listing.packageLengthPrecise;
  const width = listing.packageWidthPrecise;
  const height = listing.packageHeightPrecise;
  const weight = listing.packageWeightPrecise;
  const fees = feesAt(price, {
    category: listing.category,
    size: length && width && height && weight ? { length, width, height, weightPounds: weight } : null,
    providerReferralPercent: listing.referralFeePercentage,
    providerFulfillmentFee: listing.providerFbaFee,
    inboundFees: 0,
    date: now,
    marketplace,
  });
  const off = amazonDeviation(identityOf(index), currency);
  const referral = cents(fees.referralFee + off.referral);
  const fba = asked?.IsAmazonFulfilled === false ? 0 : cents(fees.fulfillmentFee + off.fba);
  const list = [
    detail('ReferralFee', currency, referral),
    detail('VariableClosingFee', currency, fees.closingFee),
    detail('PerItemFee', currency, 0),
    detail('FBAFees', currency, fba),
  ];
  return {
    Status: 'Success',
    FeesEstimateIdentifier: identifier,
    FeesEstimate: {
      TimeOfFeesEstimation: now.toISOString(),
      TotalFeesEstimate: moneyOf(currency, cents(referral + fees.closingFee + fba)),
      FeeDetailList: list,
    },
  };
}
