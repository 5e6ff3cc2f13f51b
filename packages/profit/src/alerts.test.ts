import { describe, expect, it } from 'vitest';
import { type AlertInputs, alertsOf } from './alerts.js';

const CLEAN: AlertInputs = {
  hazards: [],
  isMeltable: false,
  sizeTier: 'large standard',
  isAmazonSeller: false,
  isBrandSeller: false,
  brandRisk: null,
};

describe('alerts', () => {
  it('has no alert and no threat level for a clean product', () => {
    expect(alertsOf(CLEAN)).toEqual({ hasAlert: false, alertThreatLevel: null, reasons: [] });
  });

  it('rates each alert on its own', () => {
    const level = (change: Partial<AlertInputs>) => alertsOf({ ...CLEAN, ...change }).alertThreatLevel;
    expect(level({ hazards: [{ aspect: 'UN number', value: '1950' }] })).toBe(200);
    expect(level({ isMeltable: true })).toBe(100);
    expect(level({ sizeTier: 'small bulky' })).toBe(100);
    expect(level({ sizeTier: 'extra-large' })).toBe(100);
    expect(level({ sizeTier: 'small standard' })).toBeNull();
    expect(level({ isAmazonSeller: true })).toBe(100);
    expect(level({ isBrandSeller: true })).toBe(100);
    for (const threatLevel of [100, 200, 300] as const) {
      expect(level({ brandRisk: { brand: 'Acme', threatLevel, reportType: 3 } })).toBe(threatLevel);
    }
  });

  it('takes the highest level and lists every reason', () => {
    const alerts = alertsOf({
      ...CLEAN,
      hazards: [{ aspect: 'UN number', value: '1950' }],
      isAmazonSeller: true,
      brandRisk: { brand: 'Acme', threatLevel: 100, reportType: 4 },
    });
    expect(alerts.hasAlert).toBe(true);
    expect(alerts.alertThreatLevel).toBe(200); // hazmat 200 beats the brand's 100
    expect(alerts.reasons).toEqual(['Brand may restrict resellers (Acme)', 'Dangerous goods (hazmat)', 'Amazon sells this']);
  });
});
