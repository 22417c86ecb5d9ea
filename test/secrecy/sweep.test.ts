import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCommands, command } from '../../src/app/command.js';
import { commands } from '../../commands/index.js';
import { BoardImages, boardsWithAndWithout } from './sweep-boards.js';
import { REALISTIC, TWINS } from './sweep-cases.js';
import { campaignOf, canaryLeaks, OBSERVERS, seenBy, viewsOf, type Observer } from './sweep-check.js';
import { call, sweepHarness } from './sweep-harness.js';
import { contactSweep } from './sweep-contact.js';
import { KNOWN_LEAKS } from './sweep-known-leaks.js';
import { checkBuilds, render, Sweep, type Finding } from './sweep-run.js';
import { buildWorld, SCENES, VARIANTS, type Variant, type World } from './sweep-worlds.js';

/*
 * The secrecy sweep (issue 12): every command of commands/index.ts, in worlds full of canary-named
 * secrets built through the real commands, run by each side's players, the GM, a bystander and
 * someone in another channel, with realistic, fuzzed (fixed seed) and probing options. For each run:
 * no canary reaches anyone outside its audience (posts, DMs, private answers, the GM's DM, files,
 * boards, autocomplete, log lines), and — differentially — what anyone outside a secret's audience
 * is shown is the same in two worlds that differ only in that secret. How: sweep-worlds.ts (the
 * worlds), sweep-cases.ts (the cases), sweep-run.ts and sweep-check.ts (the checks).
 */

/** Fuzzed option sets per command and scene, each run by two invokers in all three worlds. */
const FUZZ_PER_SCENE = 2;

const all = allCommands(commands);
let worlds: Record<Variant, World>;
let sweep: Sweep;
const images = new BoardImages();
const started = performance.now();

beforeAll(() => {
  worlds = Object.fromEntries(VARIANTS.map((v) => [v, buildWorld(v)])) as Record<Variant, World>;
  sweep = new Sweep(worlds);
}, 60_000);

afterAll(() => {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.info(
    `secrecy sweep: ${sweep.executions} calls, ${sweep.autocompletes} autocompletes, ${images.renders} boards drawn in ${s(performance.now() - started)} ` +
      `(calls ${s(sweep.ms.cases)}, twins ${s(sweep.ms.twins)}, autocomplete ${s(sweep.ms.autocomplete)}); ` +
      `realistic options never carried out: ${all.map((c) => c.path.join(' ')).filter((k) => !sweep.succeeded.has(k)).length} of ${all.length} commands`,
  );
});

describe('the secrecy sweep', () => {
  it('GIVEN the command list THEN every command has realistic options, and every twin and known leak names a command', () => {
    const keys = all.map((c) => c.path.join(' '));
    expect(keys.filter((k) => !REALISTIC[k])).toEqual([]);
    expect(Object.keys(REALISTIC).filter((k) => !keys.includes(k))).toEqual([]);
    expect([...TWINS.map(([k]) => k), ...KNOWN_LEAKS.map((k) => k.command)].filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('GIVEN the three worlds THEN their builds showed outsiders the same, and the finished worlds look the same to them', () => {
    expect(checkBuilds(worlds).map(render)).toEqual([]);
  });

  for (const rc of all) {
    const key = rc.path.join(' ');
    it(`GIVEN /${key} from everyone, everywhere, with realistic, fuzzed and probing options THEN no one outside a secret's audience learns it`, () => {
      const found: Finding[] = sweep.sweepCommand(rc, FUZZ_PER_SCENE);
      const known = KNOWN_LEAKS.filter((k) => k.command === key);
      expect(found.filter((f) => !known.some((k) => k.symptom(f))).map(render)).toEqual([]);
      for (const k of known) expect(found.some((f) => k.symptom(f)), `no longer found, so remove it from KNOWN_LEAKS: ${k.leak}`).toBe(true);
    });
  }

  it('GIVEN the boards drawn for the channel and the other side THEN their PNGs are pixel-identical with the hidden things or without', async () => {
    const { findings, compared } = await boardsWithAndWithout(worlds, images);
    expect(findings.map(render)).toEqual([]);
    expect(compared).toBeGreaterThanOrEqual(10);
  }, 60_000);

  it('GIVEN every board view an outsider got that differed between worlds anywhere in the sweep THEN it draws the same PNG', async () => {
    const differ: string[] = [];
    for (const p of sweep.boardPairs) {
      if (!(await images.same(JSON.parse(p.a) as string[], JSON.parse(p.b) as string[]))) differ.push(render({ ...p.finding, detail: 'the PNG differs' }));
    }
    expect(differ).toEqual([]);
  }, 60_000);

  it("GIVEN the join canary: eve's requests to join FRELIMO and the Germans wait mid-game THEN she knows no more of either side than the channel does, until the GM approves", () => {
    for (const [channel, side] of [['fogo', 'FRELIMO'], ['ftf', 'Germans']] as const) {
      const h = sweepHarness(worlds.W0.image);
      const c = campaignOf(h, channel)!;
      expect(c.requests?.map((r) => `${r.player.name}:${r.side}`)).toEqual([`eve:${side}`]);
      const views = viewsOf(c);
      expect(views.eve).toBe(views.public);
      expect(h.run(call('ann', channel, '/campaign players approve player:eve')).ok).toBe(true);
      const seated = viewsOf(campaignOf(h, channel));
      expect(seated.eve).not.toBe(views.public);
      expect(seated.eve).toMatch(/HIDDEN-[FGV]/);
      h.store.close();
    }
  });

  it('GIVEN the Potential Contact canary: one PC hid a booby trap, the other nothing THEN every kernel and FNG command, board and autocomplete reads the same to all but the GM', () => {
    const { findings, calls } = contactSweep();
    console.info(`Potential Contact canary: ${calls} calls`);
    expect(findings).toEqual([]);
    expect(calls).toBeGreaterThan(300);
  }, 120_000);

  it('GIVEN the whole sweep THEN it ran every invoker in every scene and its realistic options were carried out for most commands', () => {
    expect(sweep.executions).toBeGreaterThan(5000);
    expect(sweep.autocompletes).toBeGreaterThan(1000);
    expect(sweep.succeeded.size).toBeGreaterThan(all.length / 2);
  });
});

describe('the sweep\'s checks', () => {
  /** Two leaky commands the sweep must catch: one that answers differently when a hidden id exists, one that posts every id. */
  const peek = command({
    name: 'peek',
    description: 'test only',
    options: { id: { type: 'string', description: 'a stand' } },
    preconditions: ['in-campaign'],
    run: (ctx, o) => ({ ok: true, value: { private: { text: JSON.stringify(ctx.campaign?.game).includes(`"${o.id ?? ''}"`) ? 'That id is taken.' : 'That id is free.' } } }),
  });
  const blab = command({
    name: 'blab',
    description: 'test only',
    options: {},
    preconditions: ['in-campaign'],
    run: (ctx) => ({ ok: true, value: { public: { text: (JSON.stringify(ctx.campaign?.game).match(/"id":"[^"]+"/g) ?? []).join(' ') } } }),
  });

  it('GIVEN a command whose answer depends on whether a hidden enemy id exists THEN the differential reports it', () => {
    const leaky = new Sweep(worlds, [...commands, peek]);
    const found = leaky.sweepCommand({ command: peek, path: ['peek'] }, 1);
    expect(found.some((f) => f.kind === 'differential' && f.observer === 'bob' && f.scene === 'fogo' && /taken.*free|free.*taken/.test(f.detail))).toBe(true);
  });

  it('GIVEN a command that posts every id THEN the canary check reports the hidden ones to the other side and the channel', () => {
    const leaky = new Sweep(worlds, [...commands, blab]);
    const found = leaky.sweepCommand({ command: blab, path: ['blab'] }, 0);
    expect(found.some((f) => f.kind === 'canary' && f.observer === 'public' && f.detail.startsWith('HIDDEN-F7'))).toBe(true);
    expect(found.some((f) => f.kind === 'canary' && f.observer === 'cat' && f.detail.startsWith('HIDDEN-P7'))).toBe(true);
  });

  const scene = SCENES.find((s) => s.channel === 'fogo')!;
  const execution = (text: string, dm?: { to: string; text: string }) => ({
    ok: true as const,
    command: 'x',
    outcome: { public: { text }, ...(dm ? { dms: [{ to: { id: `id-${dm.to}`, name: dm.to }, post: { text: dm.text } }] } : {}) },
  });
  const none = () => '';

  it('GIVEN a public post naming a hidden FRELIMO stand THEN it is reported for everyone but FRELIMO and the GM', () => {
    const seen = seenBy(execution('**FRELIMO** fires with HIDDEN-F7.'), 'bob');
    const leaks = canaryLeaks(seen, { scene, call: { who: 'bob', channel: 'fogo', path: ['x'], options: {} }, before: none, after: none, ended: false });
    expect(leaks.map((l) => l.observer).sort()).toEqual(['bob', 'eve', 'public']);
  });

  it('GIVEN a hidden stand the observer may see on the table, or one they typed THEN it is not reported', () => {
    const seen = seenBy(execution('Revealed: HIDDEN-F7. You named HIDDEN-F8.'), 'bob');
    const onTable = (o: Observer) => (o === 'cat' || o === 'dan' || o === 'ann' ? '' : '"id":"HIDDEN-F7"');
    const leaks = canaryLeaks(seen, { scene, call: { who: 'bob', channel: 'fogo', path: ['x'], options: { target: 'HIDDEN-F8' } }, before: onTable, after: onTable, ended: false });
    expect(leaks).toEqual([]);
  });

  it("GIVEN a DM of Portugal's secrets sent to a FRELIMO player THEN it is reported for that player only", () => {
    const seen = seenBy(execution('Portugal acts.', { to: 'cat', text: 'S1 holds HIDDEN-P8' }), 'bob');
    const leaks = canaryLeaks(seen, { scene, call: { who: 'bob', channel: 'fogo', path: ['x'], options: {} }, before: none, after: none, ended: false });
    expect(leaks.map((l) => `${l.observer} ${l.token}`)).toEqual(['cat HIDDEN-P8']);
    expect(OBSERVERS).toContain('public');
  });
});
