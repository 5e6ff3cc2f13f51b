import type { ExchangeRates } from '../fx.js';

/**
 * The European Central Bank's euro foreign exchange reference rates of Friday 28 February 2025
 * (units of each currency per euro), the offline default: every currency of CURRENCY_CODES.
 * Transcribed from a page quoting the ECB's table for that day (see `source`); the ECB publishes
 * them each working day at about 16:00 CET. Refresh by adding days (any number) to `days`.
 */
export const ECB_REFERENCE_RATES: ExchangeRates = {
  source: 'ECB euro foreign exchange reference rates (as quoted by https://eurodripusa.net/?p=3470)',
  days: [
    {
      day: '2025-02-28',
      perEuro: {
        USD: 1.0411,
        JPY: 156.96,
        BGN: 1.9558,
        CZK: 25.029,
        DKK: 7.4583,
        GBP: 0.82608,
        HUF: 399.5,
        PLN: 4.1503,
        RON: 4.9768,
        SEK: 11.188,
        CHF: 0.9394,
        ISK: 145.7,
        NOK: 11.7245,
        TRY: 38.0186,
        AUD: 1.6741,
        BRL: 6.0712,
        CAD: 1.5019,
        CNY: 7.5782,
        HKD: 8.098,
        IDR: 17228.17,
        ILS: 3.7457,
        INR: 90.971,
        KRW: 1519.92,
        MXN: 21.2191,
        MYR: 4.6459,
        NZD: 1.8579,
        PHP: 60.355,
        SGD: 1.4037,
        THB: 35.567,
        ZAR: 19.1917,
      },
    },
  ],
};
