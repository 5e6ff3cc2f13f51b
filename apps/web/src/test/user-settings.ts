import { DEFAULT_SCORE_THRESHOLDS } from '@shelfscope/profit';
import { BASE_FIELDS } from './screen-api';

/** A member's settings as GET /api/UserSettings answers them: light theme, imperial, the default thresholds. */
export const USER_SETTINGS = {
  ...BASE_FIELDS,
  id: '00000000-0000-4000-8000-000000000001',
  userId: 'member-test-1',
  theme: 0,
  measurementSystem: 0,
  inboundFees: 0.5,
  roiPercentage: 30,
  competitionMargin: 2,
  defaultPreparationCost: 0.5,
  applyDefaultPreparationCostWhenZero: true,
  scoreThresholds: DEFAULT_SCORE_THRESHOLDS,
  defaultColumns: ['asin'],
  defaultFulfilment: 'FBA',
  fbmShippingPerUnit: 0,
  fbmShippingTable: [],
  profileSource: 'own',
  isProfileLocked: false,
};
