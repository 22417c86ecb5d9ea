import { describe, expect, it } from 'vitest';
import { harness, type Harness } from '../helpers/harness.js';
import { fieldcraftTable } from '../rulesets/fogo/play/fieldcraft/table.js';

/**
 * What a player is shown of a campaign (export, status, log) must not count what they cannot see:
 * two exports taken around the enemy's secret deployment must read as if nothing had happened.
 */
function scenario(secretMoves: readonly string[]) {
  const h = harness();
  h.run('ann', '/campaign new ruleset:fogo name:Ambush sides:"Portugal,FRELIMO"');
  h.run('bob', '/campaign join side:Portugal');
  h.run('cat', '/campaign join side:FRELIMO');
  h.run('bob', '/fogo force builtin:cacadores-combat-group');
  h.run('cat', '/fogo force builtin:frelimo-group');
  for (const line of secretMoves) expect(h.run('bob', line).ok, line).toBe(true);
  // A public event after the secret ones, so a gap in the log's numbering would show.
  h.run('ann', '/campaign rules set name:fieldcraft.hideLeaves value:ANY');
  return h;
}

/** Portugal's secrets: a stand deployed hidden and a helicopter at base (a hidden log event). */
const SECRET_DEPLOYMENT = [
  '/fogo stand add id:HIDDEN-MG type:mmg quality:veteran fieldcraft:2 hidden:true feature:grass',
  '/fogo heli add id:HIDDEN-AL type:alouette-iii',
  '/fogo stand add id:HIDDEN-R1 type:rifle-assault quality:regular fieldcraft:1 hidden:true feature:grass',
];

/** The export `who` gets, without the times (the test clock ticks once per command, secret or not). */
function exported(h: Harness, who: string): unknown {
  const r = h.run(who, '/campaign export');
  if (!r.ok) throw new Error(r.error.code);
  const data = JSON.parse(Buffer.from(r.outcome.private!.files![0]!.data).toString('utf8'));
  return JSON.parse(JSON.stringify(data, (k, v) => (k === 'at' || k === 'exportedAt' ? undefined : v)));
}

const shown = (h: Harness, who: string, line: string): string => {
  const r = h.run(who, line);
  if (!r.ok) throw new Error(r.error.code);
  return r.outcome.private!.text.replace(/`\d{4}-\d\d-\d\d \d\d:\d\d`/g, '`time`');
};

describe('counters a player is shown', () => {
  it("GIVEN the enemy deployed secretly THEN a player's export is the same as had it not", () => {
    const quiet = scenario([]);
    const busy = scenario(SECRET_DEPLOYMENT);
    expect(exported(busy, 'cat')).toEqual(exported(quiet, 'cat'));
  });

  it("GIVEN the enemy deployed secretly THEN a player's status and log read the same as had it not", () => {
    const quiet = scenario([]);
    const busy = scenario(SECRET_DEPLOYMENT);
    for (const line of ['/campaign status', '/campaign log']) expect(shown(busy, 'cat', line)).toBe(shown(quiet, 'cat', line));
  });

  it("GIVEN a player's export THEN its log is numbered 1, 2, 3 … with no gap where a secret event was", () => {
    const data = exported(scenario(SECRET_DEPLOYMENT), 'cat') as { log: { seq: number }[] };
    expect(data.log.map((e) => e.seq)).toEqual(data.log.map((_, i) => i + 1));
  });

  it("GIVEN the GM's export, or any export once the campaign ended THEN it keeps the version and every event", () => {
    const h = scenario(SECRET_DEPLOYMENT);
    const gm = exported(h, 'ann') as { campaign: { version?: number }; log: { seq: number }[] };
    expect(gm.campaign.version).toBeGreaterThan(1);
    const own = exported(h, 'bob') as { log: unknown[] };
    expect(gm.log.length).toBe(own.log.length);
    expect(gm.log.length).toBeGreaterThan((exported(h, 'cat') as { log: unknown[] }).log.length);
    h.run('ann', '/campaign end');
    const after = exported(h, 'cat') as { campaign: { version?: number }; log: { seq: number }[] };
    expect(after.campaign.version).toBe(gm.campaign.version! + 1);
    expect(after.log.length).toBe(gm.log.length + 1);
  });
});

describe('ids a player is shown', () => {
  /** FRELIMO's Sneaker hides, leaving its troops or not; then Portugal's hides and leaves its own. */
  function hides(frelimoLeaves: boolean) {
    const t = fieldcraftTable({ allocate: false });
    t.must(t.h.run('bob', '/fogo stand add id:CA-H1 type:rifle-assault quality:regular fieldcraft:2 hidden:true feature:woods'));
    t.must(t.h.run('bob', '/fieldcraft allocate troops:cacadores sneakers:"woods: CA-H1"'));
    t.must(t.h.run('cat', '/fieldcraft allocate troops:frelimo sneakers:"bush: HIDDEN-CT HIDDEN-1 HIDDEN-2; ridge: ; kraal: HIDDEN-Z"'));
    t.q.push(6, 6, 6, 6, 6, 6);
    t.must(t.h.run('bob', '/fogo pass'));
    t.must(t.h.run('cat', `/fieldcraft hide sneaker:S2 attest:true leave:${frelimoLeaves}`));
    t.must(t.h.run('cat', '/fogo pass'));
    const hide = t.must(t.h.run('bob', '/fieldcraft hide sneaker:S1 attest:true leave:true'));
    const data = JSON.parse(Buffer.from(t.h.run('bob', '/campaign export').outcome.private!.files![0]!.data).toString('utf8'));
    return { dm: t.texts(hide).dms.find((d) => d.to === 'bob')!.text, caches: data.game.fieldcraft.caches as { id: string }[] };
  }

  it('GIVEN the enemy left troops hidden THEN the id of your own hidden troops does not count them', () => {
    for (const leaves of [false, true]) {
      const { dm, caches } = hides(leaves);
      expect(dm).toContain('Left hidden in woods (H1): `CA-H1`');
      expect(caches.map((c) => c.id)).toEqual(['H1']);
    }
  });
});
