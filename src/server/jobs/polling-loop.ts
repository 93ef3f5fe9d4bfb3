import type { FastifyBaseLogger } from "fastify";

/**
 * What a batch is told about shutting down: `stopping` fires at once (take no new job, give the
 * rest back), `giveUp` when the shutdown grace runs out (abandon even the job in flight).
 */
export type BatchSignals = { stopping: AbortSignal; giveUp: AbortSignal };

export type PollingLoop = {
  /** Runs one batch now; resolves to how many items it claimed. */
  runOnce(): Promise<number>;
  /**
   * Stops polling at once and lets the batch in flight finish its current job and give the rest
   * back; resolves once it has, or after `withinMs` (the shutdown grace) whatever it is doing.
   */
  stop(withinMs?: number): Promise<void>;
};

/**
 * Runs `runBatch` every `pollIntervalMs`, at once again when a batch came back full (more may be
 * waiting). The loop behind the email outbox and webhook workers; each claims its own rows.
 */
export function startPollingLoop(options: {
  log: FastifyBaseLogger;
  name: string;
  pollIntervalMs: number;
  batchSize: number;
  runBatch: (signals: BatchSignals) => Promise<number>;
}): PollingLoop {
  const stopping = new AbortController();
  const giveUp = new AbortController();
  const signals = { stopping: stopping.signal, giveUp: giveUp.signal };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  function schedule(delayMs: number) {
    if (stopping.signal.aborted) return;
    timer = setTimeout(() => {
      running = options
        .runBatch(signals)
        .catch((error: unknown) => {
          options.log.error({ err: error }, `${options.name} run failed`);
          return 0;
        })
        .then((claimed) => {
          running = undefined;
          schedule(claimed >= options.batchSize ? 0 : options.pollIntervalMs);
          return claimed;
        });
    }, delayMs);
    timer.unref();
  }

  schedule(0);
  return {
    runOnce: () => options.runBatch(signals),
    async stop(withinMs) {
      stopping.abort();
      clearTimeout(timer);
      if (!running) return;
      if (withinMs === undefined) {
        await running;
        return;
      }
      let deadline: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((resolve) => {
        deadline = setTimeout(() => {
          giveUp.abort();
          resolve();
        }, withinMs);
      });
      await Promise.race([running, graceOver]).finally(() => clearTimeout(deadline));
    },
  };
}
