// A TCP proxy in front of the throwaway PostgreSQL's Unix socket, run in a worker thread of its own (a
// store in the test's thread blocks that thread while it waits for an answer, so the proxy cannot share
// it). It adds `delayMs` to everything the client sends (the latency of a database across a network),
// and on 'freeze' stops passing anything either way — the server still there but silent, as behind a
// network cut — until 'thaw'. Messages in: 'freeze', 'thaw', 'close'. Out: { port } once listening,
// then { closed: true }.
import { connect, createServer } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

const { socketPath, delayMs = 0, signal } = workerData;
/**
 * Int32 [0]: 1 once frozen, 0 once thawed, for a thread that must not go on before (it cannot take a
 * message while it waits); [1]: client connections open now.
 */
const flags = new Int32Array(signal);
let frozen = false;
/** Writes held while frozen, in order. */
const held = [];
const sockets = new Set();

function pass(to, chunk, delay) {
  if (frozen) return void held.push(() => to.write(chunk));
  if (delay > 0) setTimeout(() => to.write(chunk), delay);
  else to.write(chunk);
}

const server = createServer((client) => {
  client.setNoDelay(true);
  const upstream = connect(socketPath);
  sockets.add(client);
  sockets.add(upstream);
  Atomics.add(flags, 1, 1);
  let open = true;
  client.on('data', (chunk) => pass(upstream, chunk, delayMs));
  upstream.on('data', (chunk) => pass(client, chunk, 0));
  const end = () => {
    if (open) Atomics.sub(flags, 1, 1);
    open = false;
    client.destroy();
    upstream.destroy();
    sockets.delete(client);
    sockets.delete(upstream);
  };
  client.on('close', end);
  upstream.on('close', end);
  client.on('error', end);
  upstream.on('error', end);
});

server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));

parentPort.on('message', (m) => {
  if (m === 'freeze') frozen = true;
  if (m === 'thaw') {
    frozen = false;
    for (const write of held.splice(0)) write();
  }
  if (m === 'freeze' || m === 'thaw') {
    Atomics.store(flags, 0, frozen ? 1 : 0);
    Atomics.notify(flags, 0);
  }
  if (m === 'close') {
    for (const s of sockets) s.destroy();
    server.close(() => {
      parentPort.postMessage({ closed: true });
      parentPort.close();
    });
  }
});
