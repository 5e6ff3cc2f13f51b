import { RISKY_BRANDS } from '../../market/index.js';
import type { SeedStep } from '../../seed/seed.js';
import { brandKey } from './analysis-inputs.js';
import { brandAlerts } from './schema.js';

/**
 * The brand-risk list of the simulated marketplace's risky brands, so its alerts show at first
 * start. With Keepa, platform admins keep this list (a later issue gives them the screen); the step only adds what is missing.
 */
export const brandAlertsStep: SeedStep = {
  name: 'market-brand-alerts',
  async run({ database }) {
    await database.db
      .insert(brandAlerts)
      .values(RISKY_BRANDS.map((b) => ({ brandKey: brandKey(b.brand), ...b })))
      .onConflictDoNothing();
  },
};
