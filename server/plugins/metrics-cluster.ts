import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/**
 * /metrics with WEB_CONCURRENCY > 1 (server/cluster.ts): a scrape reaches one worker, but it must see the whole
 * cluster, or every counter would jump between the workers' own figures. The primary collects each worker's
 * registry over the cluster's IPC channel (prom-client's AggregatorRegistry: counters and histograms summed,
 * the queue's gauges, read from the database by each worker, taken once) and answers with the sum: on METRICS_PORT
 * itself, and to a worker that took a scrape on the main port.
 */
const ASK = 'afrifounders:metrics?';
const ANSWER = 'afrifounders:metrics';
const WAIT_MS = 10_000;

interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/**
 * In a cluster worker: lets the primary collect this worker's registry, and returns how to ask it for the whole
 * cluster's metrics. Outside a cluster: undefined (the app's own registry is the whole).
 */
export function workerMetrics(registry: Registry): (() => Promise<string>) | undefined {
  if (!cluster.isWorker) return undefined;
  answerCollections();
  AggregatorRegistry.setRegistries([registry]);
  let next = 0;
  const waiting = new Map<number, (answer: Answer) => void>();
  process.on('message', (message: Answer) => {
    if (message?.type !== ANSWER) return;
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = ++next;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('the cluster primary did not send the metrics'));
      }, WAIT_MS);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        if (answer.text !== undefined) resolve(answer.text);
        else reject(new Error(answer.error ?? 'collecting the metrics failed'));
      });
      process.send?.({ type: ASK, id });
    });
}

/**
 * In a cluster worker, from its start: answers the primary's collection requests (with nothing until the app's
 * registry is set), so that a worker still starting does not make a scrape wait for it and fail.
 */
export function answerCollections() {
  if (cluster.isWorker) new AggregatorRegistry();
}

/** In the primary: answers the workers' requests, and returns how to collect the cluster's metrics here. */
export function primaryMetrics(): { collect: () => Promise<string>; contentType: string } {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== ASK) return;
    const answer = (a: Omit<Answer, 'type' | 'id'>) => {
      if (worker.isConnected()) worker.send({ type: ANSWER, id: message.id, ...a });
    };
    aggregator.clusterMetrics().then(
      (text) => answer({ text }),
      (err: Error) => answer({ error: err.message }),
    );
  });
  return { collect: () => aggregator.clusterMetrics(), contentType: aggregator.contentType };
}
