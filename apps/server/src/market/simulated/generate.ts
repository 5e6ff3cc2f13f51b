import { CSV, dateToKeepaMinute, type KeepaOffer, type KeepaProduct, type KeepaSeller } from '../keepa/format.js';
import { asinOf, familyOf, hasNoCode, isbnOf, isHazmat, isMeltable, isOversize, multipackOf, upcOf } from './catalog.js';
import { DEPARTMENTS, type Department, SELLER_NAMES } from './departments.js';
import { hash, seeded } from './random.js';

const DAY = 1440;
const HISTORY_DAYS = 3 * 365;

export const AMAZON_SELLER_ID = 'ATVPDKIKX0DER';

/** A simulated seller's Keepa record. */
export function sellerOf(id: string): KeepaSeller | null {
  const index = SELLER_NAMES.findIndex((_, i) => sellerIdOf(i) === id);
  if (id === AMAZON_SELLER_ID)
    return { sellerId: id, sellerName: 'Amazon.com', currentRating: 100, currentRatingCount: 0, ratingsLast30Days: 0 };
  if (index < 0) return null;
  const rng = seeded(hash(id, 7));
  return {
    sellerId: id,
    sellerName: SELLER_NAMES[index] ?? null,
    currentRating: rng.int(82, 100),
    currentRatingCount: rng.int(40, 60_000),
    ratingsLast30Days: rng.int(0, 900),
  };
}

export function sellerIdOf(index: number): string {
  const rng = seeded(hash(`seller-${index}`));
  let id = 'A';
  for (let i = 0; i < 13; i++) id += '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[rng.int(0, 35)];
  return id;
}

/** The department of product i (parents and children share theirs). */
export function departmentOf(index: number): Department {
  const family = familyOf(index);
  const base = multipackOf(index)?.base ?? family.parent;
  return DEPARTMENTS[hash(String(base), 3) % DEPARTMENTS.length] as Department;
}

/**
 * Product i of the simulated catalog as Keepa would answer for it on the day of `now`: deterministic
 * from the index and the day. `withOffers` adds live offers and buy-box statistics, `withStock` their
 * stock levels. See README.md for the catalog's structure.
 */
export function generateProduct(index: number, now: Date, options: { withOffers: boolean; withStock: boolean }): KeepaProduct {
  const family = familyOf(index);
  const multipack = multipackOf(index);
  const base = multipack?.base ?? index;
  const dept = departmentOf(index);
  const rng = seeded(hash(String(base), 11));
  const own = seeded(hash(String(index), 13));
  const nowMinute = dateToKeepaMinute(now);
  const today = nowMinute - (nowMinute % DAY);
  const start = today - HISTORY_DAYS * DAY;

  const brand = rng.pick(dept.brands);
  const noun = rng.pick(dept.nouns);
  const adjective = rng.pick(dept.adjectives);
  const quantity = multipack?.quantity ?? 1;
  const colors = ['Black', 'White', 'Blue', 'Red', 'Green', 'Gray'];
  const sizes = ['Small', 'Medium', 'Large', 'X-Large'];
  const childAttributes = (child: number) => [
    { dimension: 'Color', value: colors[(child - family.parent - 1) % colors.length] as string },
    { dimension: 'Size', value: sizes[hash(String(child)) % sizes.length] as string },
  ];
  let title = `${brand} ${adjective} ${noun}`;
  if (family.role === 'child')
    title += ` - ${childAttributes(index)
      .map((a) => a.value)
      .join(', ')}`;
  if (quantity > 1) title += ` (Pack of ${quantity})`;

  // Size: oversize items are bulky; multipacks are bigger and heavier.
  const oversize = isOversize(base);
  const length = Math.round(oversize ? rng.range(900, 1600) : rng.range(dept.length[0], dept.length[1]));
  const width = Math.round(length * rng.range(0.35, 0.8));
  const height = Math.round(Math.max(8, width * rng.range(0.1, 0.6)));
  const weight = Math.round(
    (oversize ? rng.range(8000, 25000) : rng.range(dept.weight[0], dept.weight[1])) * (quantity > 1 ? quantity * 0.95 : 1),
  );

  const unitPrice = Math.round(rng.range(dept.price[0], dept.price[1]) * 100);
  const price = Math.round(unitPrice * quantity * (quantity > 1 ? 0.92 : 1)) + (family.role === 'child' ? own.int(-150, 250) : 0);
  const listPrice = Math.round(price * rng.range(1.1, 1.4));
  const amazonSells = rng.chance(0.28);
  const rankBase = Math.round(Math.exp(rng.range(Math.log(dept.rank[0]), Math.log(dept.rank[1]))));
  const fbaCount = rng.int(0, 14);
  const fbmCount = rng.int(0, 8);

  const upc = dept.books ? null : upcOf(base);
  const product: KeepaProduct = {
    asin: asinOf(index),
    domainId: 1,
    parentAsin: family.role === 'child' ? asinOf(family.parent) : null,
    variations:
      family.role === 'parent' || family.role === 'child'
        ? Array.from({ length: family.children }, (_, k) => family.parent + 1 + k).map((child) => ({
            asin: asinOf(child),
            attributes: childAttributes(child),
            image: `sim-${asinOf(child)}.jpg`,
          }))
        : null,
    upcList: upc && !hasNoCode(base) && family.role !== 'parent' ? [upc] : [],
    eanList: dept.books ? [isbnOf(base)] : upc && !hasNoCode(base) && family.role !== 'parent' ? [`0${upc}`] : [],
    title,
    brand,
    manufacturer: `${brand} Inc.`,
    model: `${brand.slice(0, 3).toUpperCase()}-${1000 + (base % 9000)}`,
    partNumber: `${brand.slice(0, 2).toUpperCase()}${base}`,
    description: `The ${adjective.toLowerCase()} ${noun.toLowerCase()} from ${brand}. ${dept.sub[base % dept.sub.length]} for everyday use.`,
    features: [`${adjective} design`, `Made by ${brand}`, 'Ships in retail packaging', `Pack of ${quantity}`],
    categoryTree: [
      { catId: dept.catId, name: dept.name },
      { catId: dept.catId + 1 + (base % dept.sub.length), name: dept.sub[base % dept.sub.length] as string },
    ],
    imagesCSV: `sim-${asinOf(index)}.jpg,sim-${asinOf(index)}-2.jpg`,
    packageQuantity: quantity,
    packageLength: length,
    packageWidth: width,
    packageHeight: height,
    packageWeight: weight,
    itemLength: Math.round(length * 0.92),
    itemWidth: Math.round(width * 0.92),
    itemHeight: Math.round(height * 0.9),
    itemWeight: Math.round(weight * 0.9),
    productType: family.role === 'parent' ? 5 : 0,
    salesRankReference: dept.catId,
    referralFeePercentage: dept.referral,
    fbaFees: null,
    hazardousMaterials: isHazmat(base)
      ? [
          { aspect: 'UN Number', value: 'UN3480' },
          { aspect: 'Hazard class', value: '9 - Lithium ion batteries' },
        ]
      : [],
    isHeatSensitive: isMeltable(base),
    isAdultProduct: false,
    lastUpdate: today,
  };
  if (family.role === 'parent') return { ...product, csv: [], stats: null, offers: null };

  // History: random walks around the price and rank, oldest first.
  const walk = seeded(hash(String(index), 17));
  const series = (stepDays: number, value: (day: number) => number, triple?: (day: number) => number) => {
    const out: number[] = [];
    for (let day = 0; day <= HISTORY_DAYS; day += stepDays) {
      out.push(start + day * DAY, value(day));
      if (triple) out.push(triple(day));
    }
    return out;
  };
  const season = (day: number) => 1 + 0.06 * Math.sin(((day % 365) / 365) * 2 * Math.PI);
  let drift = 1;
  const priceAt: number[] = [];
  for (let day = 0; day <= HISTORY_DAYS; day++) {
    drift = Math.min(1.25, Math.max(0.8, drift * (1 + walk.range(-0.012, 0.012))));
    priceAt.push(Math.round(price * drift * season(day)));
  }
  const p = (day: number) => priceAt[day] ?? price;
  let rankDrift = 1;
  const rankAt: number[] = [];
  for (let day = 0; day <= HISTORY_DAYS; day++) {
    rankDrift = Math.min(3, Math.max(0.4, rankDrift * (1 + walk.range(-0.08, 0.08))));
    rankAt.push(Math.max(1, Math.round((rankBase * rankDrift) / season(day))));
  }
  const amazonOut = (day: number) => !amazonSells || Math.floor(day / 30) % 5 === 3 || (day > 700 && day % 97 < 12);
  const csv: (number[] | null)[] = [];
  csv[CSV.AMAZON] = series(3, (d) => (amazonOut(d) ? -1 : Math.round(p(d) * 0.99)));
  csv[CSV.NEW] = series(3, (d) => Math.round(p(d) * 0.97));
  csv[CSV.USED] = series(9, (d) => (d % 45 < 30 ? Math.round(p(d) * 0.72) : -1));
  csv[CSV.SALES] = series(2, (d) => rankAt[d] ?? rankBase);
  csv[CSV.LISTPRICE] = series(60, () => listPrice);
  csv[CSV.COLLECTIBLE] = series(90, (d) => (d % 360 < 90 ? Math.round(p(d) * 1.3) : -1));
  csv[CSV.REFURBISHED] = series(30, (d) => (dept.name === 'Electronics' && d % 120 < 60 ? Math.round(p(d) * 0.8) : -1));
  csv[CSV.NEW_FBM_SHIPPING] = series(
    6,
    (d) => (fbmCount > 0 ? Math.round(p(d) * 0.95) : -1),
    () => (fbmCount > 0 ? 499 : -1),
  );
  csv[CSV.LIGHTNING_DEAL] = series(30, (d) => (d % 180 === 0 ? Math.round(p(d) * 0.75) : -1));
  csv[CSV.WAREHOUSE] = series(15, (d) => (d % 60 < 15 ? Math.round(p(d) * 0.82) : -1));
  csv[CSV.NEW_FBA] = series(3, (d) => (fbaCount > 0 ? Math.round(p(d) * 1.01) : -1));
  csv[CSV.COUNT_NEW] = series(6, (d) => fbaCount + fbmCount + (amazonOut(d) ? 0 : 1) + (d % 7 === 0 ? 1 : 0));
  csv[CSV.COUNT_USED] = series(9, (d) => (d % 45 < 30 ? 1 + (d % 3) : 0));
  csv[CSV.COUNT_REFURBISHED] = series(30, (d) => (dept.name === 'Electronics' && d % 120 < 60 ? 1 : 0));
  csv[CSV.COUNT_COLLECTIBLE] = series(90, (d) => (d % 360 < 90 ? 1 : 0));
  const ratingValue = rng.int(32, 49);
  const reviewsNow = Math.round(200_000 / Math.sqrt(rankBase)) + rng.int(0, 300);
  csv[CSV.RATING] = series(30, (d) => Math.max(10, Math.min(50, ratingValue + (d % 90 === 0 ? -1 : 0))));
  csv[CSV.COUNT_REVIEWS] = series(15, (d) => Math.round((reviewsNow * (d + 30)) / (HISTORY_DAYS + 30)));
  csv[CSV.BUY_BOX_SHIPPING] = series(
    3,
    (d) => Math.round(p(d) * (amazonOut(d) ? 1.0 : 0.99)),
    () => 0,
  );
  csv[CSV.USED_NEW_SHIPPING] = series(
    30,
    (d) => Math.round(p(d) * 0.8),
    () => 399,
  );
  csv[CSV.USED_VERY_GOOD_SHIPPING] = series(
    30,
    (d) => Math.round(p(d) * 0.74),
    () => 399,
  );
  csv[CSV.USED_GOOD_SHIPPING] = series(
    30,
    (d) => Math.round(p(d) * 0.68),
    () => 399,
  );
  csv[CSV.USED_ACCEPTABLE_SHIPPING] = series(
    30,
    (d) => (d % 60 < 30 ? Math.round(p(d) * 0.6) : -1),
    () => 399,
  );
  csv[CSV.COLLECTIBLE_NEW_SHIPPING] = series(
    90,
    (d) => (d % 360 < 90 ? Math.round(p(d) * 1.4) : -1),
    () => 0,
  );
  csv[CSV.COLLECTIBLE_VERY_GOOD_SHIPPING] = series(
    90,
    () => -1,
    () => -1,
  );
  csv[CSV.COLLECTIBLE_GOOD_SHIPPING] = series(
    90,
    () => -1,
    () => -1,
  );
  csv[CSV.COLLECTIBLE_ACCEPTABLE_SHIPPING] = series(
    90,
    () => -1,
    () => -1,
  );
  csv[CSV.REFURBISHED_SHIPPING] = series(
    30,
    (d) => (dept.name === 'Electronics' && d % 120 < 60 ? Math.round(p(d) * 0.8) : -1),
    () => 0,
  );
  csv[CSV.TRADE_IN] = series(60, (d) => (dept.books ? Math.round(p(d) * 0.25) : -1));
  csv[CSV.RENT] = series(90, (d) => (dept.books ? Math.round(p(d) * 0.3) : -1));
  csv[CSV.BUY_BOX_USED_SHIPPING] = series(
    30,
    (d) => (d % 45 < 30 ? Math.round(p(d) * 0.72) : -1),
    () => 399,
  );
  csv[CSV.PRIME_EXCL] = series(60, (d) => (d % 360 < 20 ? Math.round(p(d) * 0.9) : -1));
  csv[CSV.COUNT_NEW_FBA] = series(6, () => fbaCount);
  csv[CSV.COUNT_NEW_FBM] = series(6, () => fbmCount);
  product.csv = csv;
  product.salesRanks = { [String(dept.catId)]: csv[CSV.SALES] ?? [] };

  // Monthly sold: shown for steady sellers, in the marketplace's round buckets.
  const monthly = Math.round(60_000 * rankBase ** -0.75);
  const bucket = (n: number) =>
    n >= 1000 ? Math.floor(n / 1000) * 1000 : n >= 100 ? Math.floor(n / 100) * 100 : n >= 50 ? 50 : 0;
  product.monthlySold = rankBase < 60_000 ? bucket(monthly) : 0;
  product.monthlySoldHistory = series(30, (d) =>
    rankBase < 60_000 ? bucket(Math.round(60_000 * (rankAt[d] ?? rankBase) ** -0.75)) : -1,
  );

  // Sellers on the listing now.
  const sellerPool = Array.from({ length: fbaCount + fbmCount }, (_, k) =>
    sellerIdOf((hash(String(base), k) + k) % SELLER_NAMES.length),
  );
  const brandSells = rng.chance(0.1);
  const history: string[] = [];
  for (let day = 0; day <= HISTORY_DAYS; day += 4) {
    const holder = !amazonOut(day)
      ? AMAZON_SELLER_ID
      : sellerPool.length > 0
        ? (sellerPool[(day / 4 + index) % Math.min(3, sellerPool.length)] as string)
        : '-1';
    if (history[history.length - 1] !== holder) history.push(String(start + day * DAY), holder);
  }
  product.buyBoxSellerIdHistory = history;
  product.availabilityAmazon = amazonSells ? (amazonOut(HISTORY_DAYS) ? 3 : 0) : -1;

  const current = p(HISTORY_DAYS);
  const stats = statsOf(csv, today, start);
  const holderNow = history[history.length - 1] ?? '-1';
  product.stats = {
    ...stats,
    salesRankDrops30: dropsIn(rankAt, 30),
    salesRankDrops90: dropsIn(rankAt, 90),
    salesRankDrops180: dropsIn(rankAt, 180),
    salesRankDrops365: dropsIn(rankAt, 365),
    totalOfferCount: fbaCount + fbmCount + (amazonOut(HISTORY_DAYS) ? 0 : 1),
    offerCountFBA: fbaCount,
    offerCountFBM: fbmCount,
    buyBoxPrice: holderNow === '-1' ? -1 : Math.round(current * (amazonOut(HISTORY_DAYS) ? 1 : 0.99)),
    buyBoxShipping: holderNow === '-1' ? -1 : 0,
    buyBoxSellerId: holderNow === '-1' ? null : holderNow,
    buyBoxIsFBA: holderNow !== '-1',
    buyBoxIsAmazon: holderNow === AMAZON_SELLER_ID,
    buyBoxIsMAP: false,
    buyBoxIsUnqualified: holderNow === '-1' && fbaCount + fbmCount > 0,
    buyBoxIsPrimeExclusive: false,
  };
  if (!options.withOffers) return product;

  const offers: KeepaOffer[] = [];
  const offerRng = seeded(hash(String(index), 19));
  const offer = (
    sellerId: string,
    isFBA: boolean,
    landed: number,
    shipping: number,
    extra: Partial<KeepaOffer> = {},
  ): KeepaOffer => ({
    offerId: offers.length + 1,
    lastSeen: today,
    sellerId,
    offerCSV: [today - 7 * DAY, landed + 50, shipping, today, landed, shipping],
    condition: 1,
    isPrime: isFBA,
    isFBA,
    isAmazon: sellerId === AMAZON_SELLER_ID,
    isShippable: true,
    isMAP: false,
    isPreorder: false,
    isWarehouseDeal: false,
    isScam: false,
    shipsFromChina: !isFBA && offerRng.chance(0.15),
    isPrimeExcl: false,
    stockCSV: options.withStock ? [today, offerRng.int(1, 120)] : null,
    minOrderQty: 1,
    ...extra,
  });
  if (!amazonOut(HISTORY_DAYS)) offers.push(offer(AMAZON_SELLER_ID, true, Math.round(current * 0.99), 0));
  sellerPool.forEach((sellerId, k) => {
    const isFBA = k < fbaCount;
    const landed = Math.round(current * offerRng.range(isFBA ? 0.99 : 0.93, isFBA ? 1.12 : 1.05));
    offers.push(offer(sellerId, isFBA, isFBA ? landed : landed - 499, isFBA ? 0 : 499));
  });
  if (brandSells)
    offers.push(
      offer(
        `A${brand
          .replace(/[^A-Z]/gi, '')
          .toUpperCase()
          .padEnd(13, 'X')
          .slice(0, 13)}`,
        true,
        Math.round(current * 1.02),
        0,
      ),
    );
  if (offerRng.chance(0.5))
    offers.push(
      offer(sellerIdOf(7), false, Math.round(current * 0.7), 399, {
        condition: 3,
        conditionComment: 'Light shelf wear on the box',
      }),
    );
  product.offers = offers;
  product.liveOffersOrder = offers.map((_, i) => i);
  return product;
}

/** The seller records for a product's offers (the simulated /seller answer). */
export function sellersFor(product: KeepaProduct): Record<string, KeepaSeller> {
  const out: Record<string, KeepaSeller> = {};
  for (const o of product.offers ?? []) {
    const known = sellerOf(o.sellerId);
    if (known) out[o.sellerId] = known;
    else if (product.brand && o.sellerId.startsWith('A') && o.isFBA)
      out[o.sellerId] = {
        sellerId: o.sellerId,
        sellerName: product.brand,
        currentRating: 98,
        currentRatingCount: 5000,
        ratingsLast30Days: 40,
      };
  }
  return out;
}

/** Rank drops (a drop of at least 10% from the day before counts as a sale signal) in the last days. */
function dropsIn(rankAt: number[], days: number): number {
  let drops = 0;
  for (let d = Math.max(1, rankAt.length - days); d < rankAt.length; d++) {
    if ((rankAt[d] as number) < (rankAt[d - 1] as number) * 0.9) drops += 1;
  }
  return drops;
}

/** Keepa's stats (current, averages, min, max, Amazon out-of-stock) computed from the series. */
function statsOf(csv: (number[] | null)[], today: number, start: number) {
  const current: number[] = [];
  const avg: number[] = [];
  const avg30: number[] = [];
  const avg90: number[] = [];
  const avg180: number[] = [];
  const avg365: number[] = [];
  const min: (number[] | null)[] = [];
  const max: (number[] | null)[] = [];
  const outOfStockPercentage30: number[] = [];
  const outOfStockPercentage90: number[] = [];
  csv.forEach((series, index) => {
    if (!series) return;
    const step = [7, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 32].includes(index) ? 3 : 2;
    const points: [number, number][] = [];
    for (let i = 0; i + 1 < series.length; i += step) points.push([series[i] as number, series[i + 1] as number]);
    const valid = points.filter(([, v]) => v >= 0);
    const mean = (days: number) => {
      const window = valid.filter(([t]) => t >= today - days * DAY);
      return window.length ? Math.round(window.reduce((s, [, v]) => s + v, 0) / window.length) : -1;
    };
    const last = points[points.length - 1];
    current[index] = last ? last[1] : -1;
    avg[index] = mean(today - start);
    avg30[index] = mean(30);
    avg90[index] = mean(90);
    avg180[index] = mean(180);
    avg365[index] = mean(365);
    const lo = valid.reduce<[number, number] | null>((m, p) => (m === null || p[1] < m[1] ? p : m), null);
    const hi = valid.reduce<[number, number] | null>((m, p) => (m === null || p[1] > m[1] ? p : m), null);
    min[index] = lo;
    max[index] = hi;
    const oos = (days: number) => {
      const window = points.filter(([t]) => t >= today - days * DAY);
      return window.length ? Math.round((100 * window.filter(([, v]) => v < 0).length) / window.length) : -1;
    };
    outOfStockPercentage30[index] = oos(30);
    outOfStockPercentage90[index] = oos(90);
  });
  return { current, avg, avg30, avg90, avg180, avg365, min, max, outOfStockPercentage30, outOfStockPercentage90 };
}
