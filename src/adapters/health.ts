import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { StoreHealth } from '../app/ports.js';

/** What the health check and the metrics read from the running bot: all of it at hand, nothing asked of the database but the outbox's depth. */
export interface HealthSource {
  store(): StoreHealth;
  /** Each gateway shard this process runs: whether it is connected and ready, and its heartbeat's round trip (ms, -1 before the first). */
  shards(): readonly { readonly id: number; readonly ready: boolean; readonly pingMs: number }[];
  /** This process's undelivered outbox entries and the oldest one's time; throws while the database is away. */
  outbox(): { readonly entries: number; readonly oldest: string | undefined };
}

/** How a command ended, for its counter: the command's own answer, a rule's refusal, the database away (or uncertain), a fault. */
export type CommandOutcome = 'ok' | 'refused' | 'unavailable' | 'uncertain' | 'fault';

/**
 * The bot's Prometheus metrics (prom-client): commands by name and outcome, interaction and command
 * latency, the outbox's depth and age, the database's state, round trips and losses, the gateway per
 * shard, and Node's own (event loop lag, memory, CPU).
 */
export class BotMetrics {
  readonly registry = new Registry();
  private readonly commands: Counter<'command' | 'outcome'>;
  private readonly interactionSeconds: Histogram<'kind'>;
  private readonly commandSeconds: Histogram<'command'>;

  constructor(source: HealthSource) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'sitrep_' });
    this.commands = new Counter({ name: 'sitrep_commands_total', help: 'Commands answered, by command and how they ended', labelNames: ['command', 'outcome'], registers });
    this.interactionSeconds = new Histogram({
      name: 'sitrep_interaction_duration_seconds',
      help: 'From an interaction arriving to its answer delivered (drawing boards and DMs included)',
      labelNames: ['kind'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.commandSeconds = new Histogram({
      name: 'sitrep_command_duration_seconds',
      help: "A command's run in the pipeline: its transaction, from the first statement to the commit",
      labelNames: ['command'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    const outbox = () => {
      try {
        return source.outbox();
      } catch {
        return undefined;
      }
    };
    new Gauge({
      name: 'sitrep_outbox_entries',
      help: "Answers of this process's not yet all delivered (NaN while the database is away)",
      registers,
      collect() {
        this.set(outbox()?.entries ?? Number.NaN);
      },
    });
    new Gauge({
      name: 'sitrep_outbox_oldest_age_seconds',
      help: 'Age of the oldest undelivered answer (0 when none)',
      registers,
      collect() {
        const o = outbox();
        this.set(o === undefined ? Number.NaN : o.oldest === undefined ? 0 : (Date.now() - Date.parse(o.oldest)) / 1000);
      },
    });
    new Gauge({
      name: 'sitrep_database_up',
      help: 'Whether the database answers (PostgreSQL: the connection is up; it is made again in the background)',
      registers,
      collect() {
        this.set(source.store().available ? 1 : 0);
      },
    });
    new Gauge({
      name: 'sitrep_database_round_trips_total',
      help: 'Round trips to the database server since the process started (0 on SQLite)',
      registers,
      collect() {
        this.set(source.store().roundTrips);
      },
    });
    new Gauge({
      name: 'sitrep_database_statements_total',
      help: 'Statements sent to the database server since the process started, several to a round trip when batched (0 on SQLite)',
      registers,
      collect() {
        this.set(source.store().statements);
      },
    });
    new Gauge({
      name: 'sitrep_database_connections_lost_total',
      help: 'Times the connection to the database server was lost',
      registers,
      collect() {
        this.set(source.store().connectionsLost);
      },
    });
    new Gauge({
      name: 'sitrep_gateway_shard_ready',
      help: 'Whether each gateway shard of this process is connected and ready',
      labelNames: ['shard'],
      registers,
      collect() {
        this.reset();
        for (const s of source.shards()) this.set({ shard: String(s.id) }, s.ready ? 1 : 0);
      },
    });
    new Gauge({
      name: 'sitrep_gateway_ping_seconds',
      help: "Each shard's last heartbeat round trip",
      labelNames: ['shard'],
      registers,
      collect() {
        this.reset();
        for (const s of source.shards()) if (s.pingMs >= 0) this.set({ shard: String(s.id) }, s.pingMs / 1000);
      },
    });
  }

  /** A command answered: `ranSeconds` its run in the pipeline, `totalSeconds` from arrival to delivery (neither known for a fault). */
  command(command: string, outcome: CommandOutcome, kind: 'command' | 'component', ranSeconds?: number, totalSeconds?: number): void {
    this.commands.inc({ command, outcome });
    if (ranSeconds !== undefined) this.commandSeconds.observe({ command }, ranSeconds);
    if (totalSeconds !== undefined) this.interactionSeconds.observe({ kind }, totalSeconds);
  }
}

export interface HealthReport {
  readonly status: 'ok' | 'degraded';
  readonly uptimeSeconds: number;
  readonly database: StoreHealth;
  readonly shards: ReturnType<HealthSource['shards']>;
}

/** The process answers; 'degraded' (503) while the database is away or a shard is not ready. */
export function healthOf(source: HealthSource): HealthReport {
  const database = source.store();
  const shards = source.shards();
  const ok = database.available && shards.length > 0 && shards.every((s) => s.ready);
  return { status: ok ? 'ok' : 'degraded', uptimeSeconds: Math.round(process.uptime()), database, shards };
}

/**
 * `/healthz` (JSON, 200 when all is well, 503 when degraded) and `/metrics` (Prometheus's text format)
 * on `host:port` (METRICS_HOST, METRICS_PORT); port 0 takes a free one. Nothing else is served.
 */
export async function serveHealth(source: HealthSource, metrics: BotMetrics, at: { readonly host: string; readonly port: number }): Promise<{ readonly port: number; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (path === '/healthz') {
      const report = healthOf(source);
      res.writeHead(report.status === 'ok' ? 200 : 503, { 'content-type': 'application/json' }).end(`${JSON.stringify(report)}\n`);
      return;
    }
    if (path === '/metrics') {
      metrics.registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        () => res.writeHead(500).end(),
      );
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' }).end('Sitrep serves /healthz and /metrics here.\n');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(at.port, at.host, () => resolve());
  });
  // Serving health never keeps a stopping process alive.
  server.unref();
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
