import { setTimeout as sleep } from 'node:timers/promises';
import { MARKETPLACES, type MarketplaceCode, type MarketplaceRegion } from '@shelfscope/contracts';
import { createAxiosInstance, SellingPartnerApiError } from '@sp-api-sdk/common';
import { FbaInventoryApi } from '@sp-api-sdk/fba-inventory-api-v1';
import {
  type GetListingsRestrictionsConditionTypeEnum,
  ListingsRestrictionsApi,
} from '@sp-api-sdk/listings-restrictions-api-2021-08-01';
import { type FeesEstimateResult, ProductFeesApi } from '@sp-api-sdk/product-fees-api-v0';
import type { AxiosInstance } from 'axios';
import { marketplaceOfId } from '../../market/seller-account/accounts.js';
import type { ConditionType, RestrictionList } from '../../market/seller-account/rules.js';
import { type LwaClient, LwaTokens } from './lwa.js';
import {
  FEES_BATCH,
  type FeeEstimate,
  type FeeRequest,
  type InventoryItem,
  type Participation,
  type SpApiEndpoints,
  SpApiFailed,
  SpApiThrottled,
} from './sp-api-types.js';

const REGION_KEY = { NA: 'na', EU: 'eu', FE: 'fe' } as const;

/**
 * The real adapter: the `@sp-api-sdk` clients (Amazon's OpenAPI models, generated) on an axios
 * instance the SDK's `createAxiosInstance` builds (it sets `x-amz-access-token` from our
 * `LwaTokens`), sent to the region's endpoint: Amazon's, the simulated account's or a test's
 * stand-in. The SDK's own 429 retries are off: the checking queue owns the quota
 * (seller-account/queue.ts). A 403 for an expired token fetches another once.
 */
export class SpApiAccount {
  readonly tokens: LwaTokens;
  private readonly axios: AxiosInstance;
  private readonly endpoint: string;

  constructor(options: { client: LwaClient; refreshToken: string; region: MarketplaceRegion; endpoints: SpApiEndpoints }) {
    this.tokens = new LwaTokens(options.client, options.refreshToken);
    // The SDK types `auth` as its own LWA class; it only ever calls getAccessToken.
    const auth = this.tokens as unknown as Parameters<typeof createAxiosInstance>[0]['auth'];
    this.axios = createAxiosInstance({ auth, region: REGION_KEY[options.region] }, []).axios;
    this.endpoint = options.endpoints[options.region].replace(/\/$/, '');
  }

  /** getListingsRestrictions for one ASIN, marketplace and condition. */
  async restrictions(input: {
    asin: string;
    sellerId: string;
    marketplace: MarketplaceCode;
    condition: ConditionType;
  }): Promise<RestrictionList> {
    const api = new ListingsRestrictionsApi(undefined, this.endpoint, this.axios);
    const response = await this.call(() =>
      api.getListingsRestrictions({
        asin: input.asin,
        sellerId: input.sellerId,
        marketplaceIds: [MARKETPLACES[input.marketplace].spApiMarketplaceId],
        conditionType: input.condition as GetListingsRestrictionsConditionTypeEnum,
        reasonLocale: 'en_US',
      }),
    );
    return response.data as RestrictionList;
  }

  /**
   * The Sellers API's getMarketplaceParticipations. No maintained npm client of the Sellers API
   * exists (`@sp-api-sdk` has none), so this one GET goes through the same SDK-built axios
   * instance (its access token, its errors) as the other operations.
   */
  async participations(): Promise<Participation[]> {
    const response = await this.call(() =>
      this.axios.get<{
        payload?: { marketplace: { id: string }; participation: { isParticipating: boolean }; storeName: string }[];
      }>(`${this.endpoint}/sellers/v1/marketplaceParticipations`),
    );
    return (response.data.payload ?? []).flatMap((p) => {
      const code = marketplaceOfId(p.marketplace.id);
      return code && p.participation.isParticipating ? [{ marketplace: code, storeName: p.storeName }] : [];
    });
  }

  /** Every FBA inventory summary of one marketplace (all pages). */
  async inventory(marketplace: MarketplaceCode): Promise<InventoryItem[]> {
    const api = new FbaInventoryApi(undefined, this.endpoint, this.axios);
    const id = MARKETPLACES[marketplace].spApiMarketplaceId;
    const items: InventoryItem[] = [];
    let nextToken: string | undefined;
    do {
      const token = nextToken;
      const response = await this.paced(() =>
        api.getInventorySummaries({
          granularityType: 'Marketplace',
          granularityId: id,
          marketplaceIds: [id],
          details: true,
          ...(token ? { nextToken: token } : {}),
        }),
      );
      for (const s of response.data.payload?.inventorySummaries ?? []) {
        if (!s.asin) continue;
        const d = s.inventoryDetails;
        items.push({
          asin: s.asin,
          fulfillable: d?.fulfillableQuantity ?? 0,
          inbound: (d?.inboundWorkingQuantity ?? 0) + (d?.inboundShippedQuantity ?? 0) + (d?.inboundReceivingQuantity ?? 0),
        });
      }
      nextToken = response.data.pagination?.nextToken;
    } while (nextToken);
    return items;
  }

  /**
   * Amazon's fee estimates (Product Fees API getMyFeesEstimates, FBA, by ASIN), batched 20 to a
   * call; the answers in the order asked. A call Amazon throttles waits as its rate header says
   * (the plan is 0.5 a second, burst 1).
   */
  async feesEstimates(requests: FeeRequest[]): Promise<FeeEstimate[]> {
    // The package ships CommonJS: its axios types are the .d.cts twin of the same instance's.
    const api = new ProductFeesApi(
      undefined,
      this.endpoint,
      this.axios as unknown as ConstructorParameters<typeof ProductFeesApi>[2],
    );
    const out: FeeEstimate[] = [];
    for (let from = 0; from < requests.length; from += FEES_BATCH) {
      const batch = requests.slice(from, from + FEES_BATCH);
      const response = await this.paced(() =>
        api.getMyFeesEstimates({
          body: batch.map((r, i) => ({
            IdType: 'ASIN',
            IdValue: r.asin,
            FeesEstimateRequest: {
              MarketplaceId: MARKETPLACES[r.marketplace].spApiMarketplaceId,
              IsAmazonFulfilled: true,
              PriceToEstimateFees: { ListingPrice: { CurrencyCode: r.currency, Amount: r.price } },
              Identifier: String(from + i),
            },
          })),
        }),
      );
      const results = response.data as FeesEstimateResult[];
      batch.forEach((r, i) => {
        // Amazon echoes our identifier; results normally come in order, the identifier decides.
        const result = results.find((x) => x.FeesEstimateIdentifier?.SellerInputIdentifier === String(from + i)) ?? results[i];
        out.push(estimateOf(result, r));
      });
    }
    return out;
  }

  /**
   * A call of an operation outside the checking queue (inventory pages, fee estimates): on a 429 it waits the
   * interval Amazon's rate header gives and asks again, a few times.
   */
  private async paced<T>(run: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.call(run);
      } catch (error) {
        if (!(error instanceof SpApiThrottled) || attempt >= 5) throw error;
        await sleep(Math.ceil(1000 / (error.rateLimit ?? 0.5)));
      }
    }
  }

  /** One call; Amazon's 403 for an expired token gets a fresh token and one more try. */
  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (statusOf(error) === 403) {
        this.tokens.forget();
        try {
          return await run();
        } catch (again) {
          throw translated(again);
        }
      }
      throw translated(error);
    }
  }
}

function estimateOf(result: FeesEstimateResult | undefined, request: FeeRequest): FeeEstimate {
  const estimate = result?.FeesEstimate;
  if (result?.Status !== 'Success' || !estimate?.TotalFeesEstimate) {
    return { ok: false, message: result?.Error?.Message || 'Amazon gave no estimate for this product.' };
  }
  return {
    ok: true,
    total: estimate.TotalFeesEstimate.Amount ?? 0,
    currency: estimate.TotalFeesEstimate.CurrencyCode ?? request.currency,
    fees: (estimate.FeeDetailList ?? []).map((d) => ({ type: d.FeeType, amount: d.FinalFee?.Amount ?? 0 })),
    estimatedAt: estimate.TimeOfFeesEstimation,
  };
}

function statusOf(error: unknown): number | null {
  return error instanceof SellingPartnerApiError ? (error.response?.status ?? null) : null;
}

function translated(error: unknown): Error {
  if (error instanceof SellingPartnerApiError) {
    const status = error.response?.status ?? null;
    if (status === 429) {
      const header = Number(error.response?.headers['x-amzn-ratelimit-limit']);
      return new SpApiThrottled(Number.isFinite(header) && header > 0 ? header : null);
    }
    const body = error.response?.data as { errors?: { message?: string; details?: string }[] } | undefined;
    const first = body?.errors?.[0];
    const message = first ? [first.message, first.details].filter(Boolean).join(' ') : error.innerMessage;
    return new SpApiFailed(status, message || `Selling Partner API answered ${status}`);
  }
  return error instanceof Error ? error : new Error(String(error));
}
