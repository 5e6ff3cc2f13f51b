import type { UploadsConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { MarketDataProvider } from '../../market/provider.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { EventBus } from '../../platform/notifications/bus.js';
import type { Analyze } from '../products/analysis.js';
import type { MarketStore } from '../products/market-store.js';

export const UPLOAD_QUEUE = 'upload.process';

/** What the upload jobs stand on. They run outside any request, as the member who uploaded. */
export type UploadDeps = {
  db: Db;
  jobs: Jobs;
  bus: EventBus;
  store: MarketStore;
  provider: MarketDataProvider;
  analyze: Analyze;
  config: UploadsConfig;
  /** A stored market reading younger than this serves a row (as it serves an add). */
  freshForMs: number;
};

export type UploadJob = { uploadId: string; companyId: string };
