import { PLAN_NAMES, type PlanType } from '@shelfscope/contracts';

/** Limits every plan states; usage is counted against them (docs/seller-api.md explains each). */
export type PlanLimits = {
  suppliers: number;
  skusScannedPerMonth: number;
  filesUploadedPerMonth: number;
  shortlists: number;
  teamMembers: number;
};

/** Prices in US cents: a month, and a year (two months free against paying monthly). */
export type PlanPrices = { monthly: number; yearly: number };

export type Plan = {
  code: PlanType;
  name: string;
  features: { code: string; name: string }[];
  limits: PlanLimits;
  prices: PlanPrices;
};

const EXTENSION = { code: 'extension', name: 'Browser extension' };
const ONLINE = { code: 'online_arbitrage', name: 'Product analysis and quick view' };
const WHOLESALE = { code: 'wholesale', name: 'Supplier price-list uploads' };
const ORDERS = { code: 'purchase_orders', name: 'Shortlists and purchase orders' };
const TEAM = { code: 'team', name: 'Team members' };

/**
 * The plan catalog. The spec names the plans but not their limits; these are our choice,
 * sized for a solo online arbitrage seller (OAPro), a wholesale business (WSUltimate) and
 * larger teams (Enterprise). Undefined is "no plan": nothing is allowed.
 */
export const PLAN_CATALOG: Record<PlanType, Plan> = {
  Undefined: {
    code: 'Undefined',
    name: PLAN_NAMES.Undefined,
    features: [],
    prices: { monthly: 0, yearly: 0 },
    limits: { suppliers: 0, skusScannedPerMonth: 0, filesUploadedPerMonth: 0, shortlists: 0, teamMembers: 1 },
  },
  AstroExtension: {
    code: 'AstroExtension',
    name: PLAN_NAMES.AstroExtension,
    features: [EXTENSION],
    prices: { monthly: 1_900, yearly: 19_000 },
    limits: { suppliers: 0, skusScannedPerMonth: 3_000, filesUploadedPerMonth: 0, shortlists: 0, teamMembers: 1 },
  },
  OAPro: {
    code: 'OAPro',
    name: PLAN_NAMES.OAPro,
    features: [EXTENSION, ONLINE, ORDERS],
    prices: { monthly: 4_900, yearly: 49_000 },
    limits: { suppliers: 25, skusScannedPerMonth: 25_000, filesUploadedPerMonth: 20, shortlists: 50, teamMembers: 2 },
  },
  WSUltimate: {
    code: 'WSUltimate',
    name: PLAN_NAMES.WSUltimate,
    features: [EXTENSION, ONLINE, WHOLESALE, ORDERS, TEAM],
    prices: { monthly: 12_900, yearly: 129_000 },
    limits: { suppliers: 500, skusScannedPerMonth: 250_000, filesUploadedPerMonth: 300, shortlists: 1_000, teamMembers: 5 },
  },
  Enterprise: {
    code: 'Enterprise',
    name: PLAN_NAMES.Enterprise,
    features: [EXTENSION, ONLINE, WHOLESALE, ORDERS, TEAM],
    prices: { monthly: 49_900, yearly: 499_000 },
    limits: {
      suppliers: 10_000,
      skusScannedPerMonth: 2_500_000,
      filesUploadedPerMonth: 5_000,
      shortlists: 20_000,
      teamMembers: 50,
    },
  },
};
