import { parentPort, workerData } from 'node:worker_threads';
import { readStream } from '../helpers/web-table.js';

/**
 * The web bench's open pages, on a thread of their own so that their reading does not queue behind
 * the server's work (a browser's pages are processes of their own): each holds its state as the
 * page's script does, listens to its stream, and on each message fetches what it lacks. Told the
 * moment a command was run, it answers when each page had its message and its new state.
 */
export interface PagesData {
  readonly server: string;
  readonly pages: readonly { readonly path: string; readonly cookie: string }[];
  readonly mapKey: string;
}

interface Held {
  readonly boardTag: string;
  readonly unitsTag: string;
  readonly log: { readonly from: number; readonly tag: string; readonly entries: readonly unknown[] };
}

const d = workerData as PagesData;
const now = (): number => performance.timeOrigin + performance.now();
const heldQuery = (h: Held): string => `map=${d.mapKey}&board=${h.boardTag}&units=${h.unitsTag}&log=${h.log.entries.length}.${h.log.tag}`;
const get = async (path: string, cookie: string): Promise<Held> => JSON.parse(await (await fetch(d.server + path, { headers: { cookie } })).text()) as Held;

const pages = await Promise.all(
  d.pages.map(async (p) => {
    const held = await get(`${p.path}state`, p.cookie);
    const stream = await readStream(`${d.server}${p.path}events`, p.cookie);
    await stream.after(0, 10_000);
    return { ...p, held, stream };
  }),
);
let seen: number[] = [];
parentPort!.postMessage({ ready: true });
parentPort!.on('message', (m: { readonly arm: true } | { readonly started: number } | { readonly stop: true }) => {
  if ('stop' in m) {
    for (const p of pages) p.stream.close();
    parentPort!.close();
    return;
  }
  if ('arm' in m) {
    // Before the command: how many messages each page has had.
    seen = pages.map((p) => p.stream.messages.length);
    parentPort!.postMessage({ armed: true });
    return;
  }
  void (async () => {
    const message: number[] = [];
    const updated: number[] = [];
    await Promise.all(
      pages.map(async (p, i) => {
        await p.stream.after(seen[i]!, 10_000);
        message.push(now() - m.started);
        const got = await get(`${p.path}state?${heldQuery(p.held)}`, p.cookie);
        p.held = { ...p.held, ...got, log: { ...got.log, entries: [...p.held.log.entries.slice(0, got.log.from), ...got.log.entries] } };
        updated.push(now() - m.started);
      }),
    );
    parentPort!.postMessage({ message, updated });
  })();
});
