import { Worker } from 'node:worker_threads';

/**
 * A TCP proxy to a throwaway cluster's socket (`pg-proxy.mjs`, in a thread of its own): connection
 * strings through it, a delay added to what the client sends, and a freeze that silences the server
 * as a network cut would.
 */
export interface PgProxy {
  readonly port: number;
  /** `url` (a database on the cluster) reached through the proxy. */
  via(url: string): string;
  /** Nothing passes either way until `thaw`; returns once the proxy holds everything (safe to call from a blocked thread). */
  freeze(): void;
  thaw(): void;
  /** Client connections open through the proxy now. */
  connections(): number;
  close(): Promise<void>;
}

export async function startPgProxy(socketDir: string, delayMs = 0): Promise<PgProxy> {
  const signal = new SharedArrayBuffer(8);
  const flags = new Int32Array(signal);
  const worker = new Worker(new URL('./pg-proxy.mjs', import.meta.url), { workerData: { socketPath: `${socketDir}/.s.PGSQL.5432`, delayMs, signal } });
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('message', (m: { port: number }) => resolve(m.port));
    worker.once('error', reject);
  });
  const set = (m: 'freeze' | 'thaw', to: number) => {
    worker.postMessage(m);
    for (const end = Date.now() + 10_000; Atomics.load(flags, 0) !== to; ) {
      if (Date.now() > end) throw new Error(`the proxy did not ${m}`);
      Atomics.wait(flags, 0, 1 - to, 100);
    }
  };
  return {
    port,
    via: (url) => `postgresql://postgres@127.0.0.1:${port}/${new URL(url).pathname.slice(1)}`,
    freeze: () => set('freeze', 1),
    thaw: () => set('thaw', 0),
    connections: () => Atomics.load(flags, 1),
    close: async () => {
      worker.postMessage('close');
      await new Promise((resolve) => worker.once('exit', resolve));
    },
  };
}
