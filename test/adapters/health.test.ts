import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BotTable } from './discord/bot-table.js';

/**
 * Issue 42, item 4: the bot serves /healthz (the process, the database, each gateway shard) and
 * /metrics in Prometheus's text format on METRICS_PORT.
 */
let t: BotTable;
let base: string;
beforeAll(async () => {
  t = await BotTable.open({}, { metrics: { host: '127.0.0.1', port: 0 } });
  base = `http://127.0.0.1:${t.running!.healthPort!}`;
});
afterAll(async () => {
  await t.close();
});

const get = async (path: string) => {
  const r = await fetch(`${base}${path}`);
  return { status: r.status, type: r.headers.get('content-type'), text: await r.text() };
};

/** One sample of a metric, by its name and labels as written. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/healthz and /metrics', () => {
  it('GIVEN the bot running THEN /healthz says so: the process, the database, each shard ready', async () => {
    const h = await get('/healthz');
    expect(h.status).toBe(200);
    expect(h.type).toBe('application/json');
    expect(JSON.parse(h.text)).toEqual({
      status: 'ok',
      uptimeSeconds: expect.any(Number),
      database: { database: 'sqlite', available: true, roundTrips: 0, statements: 0, connectionsLost: 0 },
      shards: [{ id: 0, ready: true, pingMs: expect.any(Number) }],
    });
  });

  it('GIVEN commands answered THEN /metrics counts them by name and outcome, times them, and shows the outbox, the database and the gateway', async () => {
    await t.play(t.bob, '/roll dice:2d6');
    await t.play(t.bob, '/roll dice:2d6');
    await t.play(t.bob, '/roll dice:nonsense');
    await t.until(() => t.outboxRows() === 0, 'the marks written');
    const m = await get('/metrics');
    expect(m.status).toBe(200);
    expect(m.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(m.text, 'sitrep_commands_total{command="roll",outcome="ok"}')).toBe(2);
    expect(sample(m.text, 'sitrep_commands_total{command="roll",outcome="refused"}')).toBe(1);
    expect(sample(m.text, 'sitrep_interaction_duration_seconds_count{kind="command"}')).toBe(3);
    expect(sample(m.text, 'sitrep_command_duration_seconds_count{command="roll"}')).toBe(3);
    expect(sample(m.text, 'sitrep_outbox_entries')).toBe(0);
    expect(sample(m.text, 'sitrep_outbox_oldest_age_seconds')).toBe(0);
    expect(sample(m.text, 'sitrep_database_up')).toBe(1);
    expect(sample(m.text, 'sitrep_gateway_shard_ready{shard="0"}')).toBe(1);
    // Node's own, the event loop's lag among them (the store blocks it while it waits).
    expect(m.text).toContain('sitrep_nodejs_eventloop_lag_seconds');
  });

  it('GIVEN the database away THEN /healthz is 503 degraded, and /metrics says the database is down and the outbox unknown', async () => {
    const store = t.running!.store;
    const health = store.health.bind(store);
    store.health = () => ({ ...health(), available: false });
    const undelivered = t.running!.app.undelivered.bind(t.running!.app);
    t.running!.app.undelivered = () => {
      throw new Error('away');
    };
    try {
      const h = await get('/healthz');
      expect(h.status).toBe(503);
      expect(JSON.parse(h.text)).toMatchObject({ status: 'degraded', database: { available: false } });
      const m = await get('/metrics');
      expect(sample(m.text, 'sitrep_database_up')).toBe(0);
      expect(sample(m.text, 'sitrep_outbox_entries')).toBeNaN();
    } finally {
      store.health = health;
      t.running!.app.undelivered = undelivered;
    }
  });

  it('GIVEN another path or method THEN it is refused, and nothing else is served', async () => {
    expect((await get('/')).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(405);
  });
});
