import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import type { FireteamGame } from '../../src/rulesets/fireteam/rules/game/game.js';
import { formatPoint } from '../../src/core/board/geometry.js';
import { harness } from '../helpers/harness.js';
import { recorder, type Seen } from './recorder.js';

/*
 * Fire Team's hidden movement (seed 004, Patrol Phase) and the forces waiting off table, on the
 * river-crossing table. ann is the GM, bob the Russians (attacking), cat the Germans, dan on no side.
 * The canaries:
 * - the Russians' units are mustered with the prefix HIDDEN-: none may reach the Germans, dan or the
 *   channel until it deploys (HIDDEN-sq1-ft2 does; HIDDEN-co never does);
 * - the Russian marker a1 first moves to (18.37,10): that spot is never public, since a1 moves on
 *   before it locks;
 * - the Russian JOP jop-a1 stands at (25.37,22.5): secret until HIDDEN-sq1-ft2 deploys from it;
 * - the German marker d4 moves to (46,38.37): hidden from the Russians until their a3 locks it.
 */



function world() {
  const h = harness();
  const { seen, act, must } = recorder(h);
  const complete = (who: string, path: string[], option: string) =>
    h.app.autocomplete({ actor: { id: `id-${who}`, name: who }, channelId: 'c1', path }, option, '').map((c) => c.value);
  const game = () => h.store.transaction((tx) => tx.activeCampaign('c1')!.game as FireteamGame);
  must('ann', '/campaign new ruleset:fireteam name:Zarechye sides:"Russians,Germans" scenario:fireteam-river-crossing');
  must('bob', '/campaign join side:Russians');
  must('cat', '/campaign join side:Germans');
  must('bob', '/fireteam force list:russians squads:2 weapons:1 prefix:HIDDEN-');
  must('cat', '/fireteam force list:fallschirmjager squads:2 picks:transport');
  must('ann', '/fireteam setup patrol:true jops:3');
  return { h, seen, act, must, complete, game };
}

type World = ReturnType<typeof world>;

/** The patrol as in the encounter transcript, with the canary spots; every marker ends locked. */
const PATROL = [
    ['bob', 'a1', '18.37,10'],
    ['cat', 'd1', '53.5,8'],
    ['bob', 'a2', '22.5,21'],
    ['cat', 'd2', '49.5,18'],
    ['bob', 'a3', '20.5,32'],
    ['cat', 'd3', '57,29'],
    ['bob', 'a4', '27.5,40'],
    ['cat', 'd4', '54.5,39'],
    ['bob', 'a1', '27,10'],
    ['cat', 'd1', '45,8'],
    ['bob', 'a2', '31,21'],
    ['cat', 'd2', '41,18'],
    ['bob', 'a1', '35.5,10'],
    ['cat', 'd3', '48.5,29'],
    ['bob', 'a3', '29,32'],
    ['cat', 'd4', '46,38.37'],
    ['bob', 'a3', '37.5,32'],
    ['cat', 'd3', '40,29'],
    ['bob', 'a4', '36,40'],
] as const;

/** Plays the patrol's moves from `first` (0-based) on. */
function patrol(w: World, first = 0, last: number = PATROL.length): void {
  for (const [who, marker, to] of PATROL.slice(first, last)) w.must(who, `/fireteam patrol move marker:${marker} to:${to}`);
}

/** The JOPs, the attacker first; jop-a1 at the canary spot. */
function jops(w: World): void {
  for (const [who, at] of [
    ['bob', '25.37,22.5'],
    ['cat', '44,12'],
    ['bob', '28,40'],
    ['cat', '47,17.6'],
    ['bob', '30,11'],
    ['cat', '48,28.5'],
  ] as const) w.must(who, `/fireteam patrol jop at:${at} cover:true`);
}

/** Everything cat, dan and the channel can make the bot show them, plus autocomplete. */
function probe(w: World) {
  const from = w.seen.length;
  for (const [who, line] of [
    ['cat', '/fireteam status'],
    ['cat', '/fireteam unit list all:true'],
    ['cat', '/campaign log'],
    ['cat', '/campaign status'],
    ['cat', '/campaign export'],
    ['cat', '/board show'],
    ['cat', '/board mine'],
    ['cat', '/fireteam unit place unit:HIDDEN-co at:10,10'],
    ['cat', '/fireteam deploy unit:HIDDEN-co jop:jop-a1'],
    ['cat', '/fireteam deploy unit:g-sq2-ft1 jop:jop-a1 at:26,23'],
    ['cat', '/fireteam fire declare shots:"g-co > HIDDEN-co"'],
    ['dan', '/fireteam status'],
    ['dan', '/fireteam unit list'],
    ['dan', '/campaign export'],
    ['dan', '/board show mine:true'],
  ] as const) w.act(who, line);
  const lists = [...w.complete('cat', ['fireteam', 'deploy'], 'unit'), ...w.complete('dan', ['fireteam', 'deploy'], 'unit')];
  return { shown: w.seen.slice(from).filter((s) => s.to !== 'bob' && s.to !== 'ann'), lists };
}

/** What the Germans, dan and the channel were shown that holds a canary, bar an id cat typed being echoed in a refusal. */
function leaks(seen: readonly Seen[], canary: RegExp): string[] {
  return seen
    .filter((s) => s.to !== 'bob' && s.to !== 'ann')
    .filter((s) => canary.test(s.text.replaceAll(/HIDDEN-co/g, (m) => (s.line.includes(m) && s.to === s.who ? '' : m))))
    .map((s) => `${s.to} after ${s.who} ${s.line}: ${s.text.slice(0, 120)}`);
}

describe('Fire Team patrol markers, jump-off points and forces off table are secret until contact or deployment', () => {
  it('GIVEN the patrol under way THEN a side\'s unlocked markers and its off-table force reach only it and the GM', () => {
    const w = world();
    w.must('bob', '/fireteam patrol move marker:a1 to:18.37,10');
    const moved = w.seen.filter((s) => s.line.includes('18.37'));
    expect(moved.find((s) => s.to === 'channel')?.text).toMatch(/^\*\*Russians\*\* moves a patrol marker\.\n/);
    expect(moved.find((s) => s.to === 'bob')?.text).toContain('Patrol marker **a1** moves from (10,10) to (18.37,10).');
    const { shown, lists } = probe(w);
    expect(leaks(shown, /HIDDEN|18\.37/)).toEqual([]);
    expect(lists.filter((x) => x.startsWith('HIDDEN'))).toEqual([]);
    // Its own side and the GM see it all.
    expect(w.act('bob', '/fireteam status').outcome.private?.text).toContain('a1 (18.37,10)');
    expect(w.act('ann', '/fireteam status').outcome.private?.text).toContain('a1 (18.37,10)');
    expect(JSON.stringify(w.act('bob', '/board mine').outcome.private?.boards)).toContain('18.37');
    expect(w.act('bob', '/fireteam unit list').outcome.private?.text).toContain('`HIDDEN-co` CO');
    expect(w.complete('bob', ['fireteam', 'deploy'], 'unit')).toContain('HIDDEN-co');
    expect(w.act('bob', '/campaign log').outcome.private?.text).toContain('18.37');
    const exported = (who: string) => Buffer.from(w.act(who, '/campaign export').outcome.private!.files![0]!.data).toString('utf8');
    expect(exported('ann')).toContain('HIDDEN-co');
    expect(exported('bob')).toContain('18.37');
    expect(exported('cat')).not.toMatch(/HIDDEN|18\.37/);
  });

  it('GIVEN the whole patrol and the JOPs THEN a marker becomes public only as it locks, a JOP only as a unit deploys from it, a unit only as it deploys', () => {
    const w = world();
    patrol(w);
    // d4's spot reached the Russians only with the contact, as the channel heard it.
    const contact = w.seen.find((s) => s.to === 'channel' && s.line.includes('marker:a3 to:37.5,32'))!.text;
    expect(contact).toContain('Contact! Locked: **a3**');
    expect(contact).toContain('**d4** (46,38.37)');
    const before = w.seen.slice(0, w.seen.findIndex((s) => s.line.includes('marker:a3 to:37.5,32')));
    expect(before.filter((s) => s.to !== 'cat' && s.to !== 'ann' && s.text.includes('38.37')).map((s) => `${s.to}: ${s.line}`)).toEqual([]);
    jops(w);
    const placed = w.seen.find((s) => s.to === 'channel' && s.line.includes('25.37'))!.text;
    expect(placed).toMatch(/^\*\*Russians\*\* places jump-off point 1 of 3 /);
    expect(placed).not.toContain('25.37');
    expect(w.game()).toMatchObject({ turn: 1, phase: 'actions' });
    const { lists } = probe(w);
    // Everything so far, bar bob's own JOP order (its post is checked above).
    expect(leaks(w.seen.filter((s) => !s.line.includes('25.37')), /HIDDEN|18\.37|25\.37/)).toEqual([]);
    expect(lists.filter((x) => x.startsWith('HIDDEN'))).toEqual([]);
    expect(w.act('bob', '/fireteam status').outcome.private?.text).toContain('jop-a1 (Russians) (25.37,22.5) unseen by the enemy');
    const status = w.act('cat', '/fireteam status').outcome;
    expect(status.private?.text).toContain('JOPs: jop-d1 (Germans) (44,12) unseen by the enemy');
    expect(status.public?.text).toContain('JOPs: none seen; not yet seen: Russians 3, Germans 3');

    // The Russians deploy from jop-a1: the unit and the JOP are everyone's from now on; the rest stay hidden.
    const deployed = w.must('bob', '/fireteam deploy unit:HIDDEN-sq1-ft2 jop:jop-a1 at:28,23.5');
    expect(deployed.outcome.public?.text).toContain('**HIDDEN-sq1-ft2** deploys from jump-off point **jop-a1** at (28,23.5)');
    expect(deployed.outcome.public?.text).toContain('Jump-off point **jop-a1**, unseen by the enemy until now, is at (25.37,22.5).');
    const cat = w.act('cat', '/fireteam unit list').outcome.private!.text;
    expect(cat).toContain('`HIDDEN-sq1-ft2`');
    expect(cat).not.toContain('HIDDEN-co');
    expect(w.act('cat', '/fireteam status').outcome.public?.text).toContain('jop-a1 (Russians) (25.37,22.5)');
    expect(w.complete('cat', ['fireteam', 'deploy'], 'unit').filter((x) => x.startsWith('HIDDEN'))).toEqual(['HIDDEN-sq1-ft2']);
    const after = probe(w);
    expect(leaks(after.shown, /HIDDEN-(?!sq1-ft2)|18\.37/)).toEqual([]);
  });

  it('GIVEN the enemy names a unit or JOP it has not seen THEN the refusal reads exactly as for one that does not exist', () => {
    const w = world();
    const same = (who: string, hidden: string, missing: string, ids: [string, string]) => {
      const a = w.act(who, hidden);
      const b = w.act(who, missing);
      expect(a.ok || b.ok).toBe(false);
      if (a.ok || b.ok) return;
      expect(a.error.code).toBe(b.error.code);
      expect(a.error.message.replaceAll(ids[0], 'X')).toBe(b.error.message.replaceAll(ids[1], 'X'));
      return a.error.code;
    };
    expect(same('cat', '/fireteam unit place unit:HIDDEN-co at:10,10', '/fireteam unit place unit:NOSUCH-co at:10,10', ['HIDDEN-co', 'NOSUCH-co'])).toBe('fireteam/unknown-unit');
    expect(same('cat', '/fireteam unit place unit:hidden-CO at:10,10', '/fireteam unit place unit:nosuch-CO at:10,10', ['hidden-CO', 'nosuch-CO'])).toBe('fireteam/unknown-unit');
    patrol(w, 0, 1);
    expect(same('cat', '/fireteam patrol move marker:a1 to:50,8', '/fireteam patrol move marker:zz to:50,8', ['a1', 'zz'])).toBe('fireteam/unknown-marker');
    patrol(w, 1);
    jops(w);
    w.must('bob', '/fireteam deploy unit:HIDDEN-sq1-ft2 jop:jop-a2 at:29,38');
    expect(same('cat', '/fireteam deploy unit:g-sq2-ft1 jop:jop-a1 at:26,23', '/fireteam deploy unit:g-sq2-ft1 jop:jop-zz at:26,23', ['jop-a1', 'jop-zz'])).toBe('fireteam/unknown-jop');
    expect(same('cat', '/fireteam deploy unit:HIDDEN-co jop:jop-d1', '/fireteam deploy unit:NOSUCH-co jop:jop-d1', ['HIDDEN-co', 'NOSUCH-co'])).toBe('fireteam/unknown-unit');
    // A JOP the enemy has seen is refused as another side's.
    const seenJop = w.act('cat', '/fireteam deploy unit:g-sq2-ft1 jop:jop-a2');
    expect(seenJop.ok ? 'ok' : seenJop.error.code).toBe('fireteam/not-your-jop');
  });

  it('GIVEN the GM moves a marker for a side THEN its players get their secret state by DM, the enemy nothing', () => {
    const w = world();
    const r = w.must('ann', '/fireteam patrol move marker:a1 to:18.37,10 side:Russians');
    expect(r.outcome.private?.text).toContain('(18.37,10)');
    expect((r.outcome.dms ?? []).map((d) => d.to.name)).toEqual(['bob']);
    expect(r.outcome.dms?.[0]?.post.text).toContain('Patrol markers the enemy has not found: a1 (18.37,10)');
    expect(r.outcome.public?.text).not.toContain('18.37');
  });
});

describe('a seeded fuzz of patrol moves and JOPs', () => {
  /** Random legal-looking patrol moves for whoever is to move, then JOPs; after each, no unlocked enemy marker's spot nor an enemy JOP's may have reached the other side or the channel. */
  it.each([1, 2, 3, 4])('GIVEN seed %i THEN no side ever learns where an unlocked enemy marker or unseen JOP stands', (seed) => {
    const w = world();
    const rng = seedrandom(`fireteam-patrol-${seed}`);
    const player = { Russians: 'bob', Germans: 'cat' } as const;
    const other = { bob: 'cat', cat: 'bob' } as const;
    // Every spot a side chooses ends in .37 (Russians) or .73 (Germans), so it is recognisable.
    const frac = { Russians: 0.37, Germans: 0.73 } as const;
    let moves = 0;
    const spot = (x: number, y: number, side: 'Russians' | 'Germans') => ({ x: Math.min(71, Math.max(0, Math.floor(x))) + frac[side], y: Math.min(47, Math.max(0, Math.floor(y))) + frac[side] });
    for (let step = 0; step < 60; step++) {
      const g = w.game();
      const p = g.patrol!;
      if (p.stage === 'done') break;
      const side = p.toMove as 'Russians' | 'Germans';
      const who = player[side];
      const from = w.seen.length;
      if (p.stage === 'moving') {
        const mine = p.markers.filter((m) => m.side === side && !m.locked);
        const m = mine[Math.floor(rng() * mine.length)]!;
        const dx = side === 'Russians' ? 2 + rng() * 8 : -(2 + rng() * 8);
        const to = spot(m.position.x + dx, m.position.y + (rng() - 0.5) * 6, side);
        if (w.act(who, `/fireteam patrol move marker:${m.id} to:${formatPoint(to)}`).ok) moves++;
      } else {
        const own = p.markers.filter((m) => m.side === side);
        const m = own[Math.floor(rng() * own.length)]!;
        const back = side === 'Russians' ? -(1 + rng() * 6) : 1 + rng() * 6;
        const at = spot(m.position.x + back, m.position.y + (rng() - 0.5) * 8, side);
        w.act(who, `/fireteam patrol jop at:${formatPoint(at)} cover:true`);
      }
      const now = w.game().patrol!;
      const secrets = (s: 'Russians' | 'Germans') => [
        ...now.markers.filter((m) => m.side === s && !m.locked).map((m) => formatPoint(m.position)),
        ...now.jops.filter((j) => j.side === s).map((j) => formatPoint(j.position)),
      ];
      for (const s of ['Russians', 'Germans'] as const) {
        const enemy = other[player[s]];
        for (const secret of secrets(s)) {
          const told = w.seen.slice(from).filter((x) => (x.to === 'channel' || x.to === enemy || x.to === 'dan') && x.text.includes(`(${secret})`));
          expect(told.map((x) => `${x.to} after ${x.line}`)).toEqual([]);
        }
      }
    }
    expect(moves).toBeGreaterThan(5);
    const exported = JSON.parse(Buffer.from(w.act('cat', '/campaign export').outcome.private!.files![0]!.data).toString('utf8'));
    const russian = (x: { side: string }) => x.side === 'Russians';
    expect(exported.game.patrol.markers.filter((m: { side: string; locked: boolean }) => russian(m) && !m.locked)).toEqual([]);
    expect(exported.game.patrol.jops.filter(russian)).toEqual([]);
    expect(JSON.stringify(exported)).not.toMatch(/HIDDEN/);
  });
});
