declare module 'fastify' {
  interface FastifyContextConfig {
    /** A streamed download (CSV, XLSX) that counts against the company's running exports. */
    exportSlot?: boolean;
  }
}

export type ExportSlotsConfig = {
  /** Downloads one company may have running at once on this instance. */
  maxRunningPerCompany: number;
  /** How long a download beyond that waits in line for a slot before it is refused (429). */
  queueWaitSeconds: number;
};

export type ExportSlots = {
  /** Resolves with the slot's release once the company has a free slot, or null when the wait ran out. */
  acquire(companyId: string): Promise<(() => void) | null>;
  /** Running and waiting downloads of a company (for tests and the refusal's text). */
  state(companyId: string): { running: number; waiting: number };
};

/**
 * Running streamed downloads per company, with a line for the ones beyond the limit (issue 37,
 * finding 3: one tenant's exports must never hold another's requests). A download reads the
 * database for as long as the client takes the file; several at once from one company share the
 * embedded database's one thread, or PostgreSQL's connections, with every other tenant. The line
 * is first come, first served; a download that waits longer than `queueWaitSeconds` is refused.
 * Counted per instance: with several instances a company may run the limit on each (docs/operations.md).
 */
export function createExportSlots(config: ExportSlotsConfig): ExportSlots {
  const running = new Map<string, number>();
  const waiting = new Map<string, Array<(release: () => void) => void>>();

  const releaseOf = (companyId: string) => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = waiting.get(companyId)?.shift();
      if (waiting.get(companyId)?.length === 0) waiting.delete(companyId);
      // The slot passes straight to the next in line, so a newcomer cannot take it first.
      if (next) return next(releaseOf(companyId));
      const count = (running.get(companyId) ?? 1) - 1;
      if (count > 0) running.set(companyId, count);
      else running.delete(companyId);
    };
  };

  return {
    async acquire(companyId) {
      const count = running.get(companyId) ?? 0;
      if (count < config.maxRunningPerCompany) {
        running.set(companyId, count + 1);
        return releaseOf(companyId);
      }
      if (config.queueWaitSeconds <= 0) return null;
      return new Promise((resolve) => {
        const line = waiting.get(companyId) ?? [];
        waiting.set(companyId, line);
        const take = (release: () => void) => {
          clearTimeout(timer);
          resolve(release);
        };
        const timer = setTimeout(() => {
          const index = line.indexOf(take);
          if (index >= 0) line.splice(index, 1);
          if (line.length === 0 && waiting.get(companyId) === line) waiting.delete(companyId);
          resolve(null);
        }, config.queueWaitSeconds * 1000);
        line.push(take);
      });
    },
    state(companyId) {
      return { running: running.get(companyId) ?? 0, waiting: waiting.get(companyId)?.length ?? 0 };
    },
  };
}
