import { describe, expect, it } from 'vitest';
import type { FngGame, TableFigure } from '../../src/rulesets/fng/rules/game/state.js';
import { harness, shownBy, whole } from '../helpers/harness.js';
import { expectNoLeaks, recorder } from './recorder.js';

/*
 * FNG's tour of duty (issue 17): the roster and the campaign's rolls are the players' own, but what the
 * enemy holds stays hidden until the mission ends — the EAL and PEF REP sealed by `fng.eal.hidden`, and
 * which enemy dead are confirmed kills (rolled only at the body count, L2268). ann is the GM, bob plays
 * the US, dan has joined no side.
 */

function world() {
  const h = harness({ secret: '04'.repeat(32) });
  const { seen, act, must } = recorder(h);
  const game = () => h.store.transaction((tx) => tx.activeCampaign('c1')!.game as FngGame);
  must('ann', '/campaign new ruleset:fng name:"Tour" sides:"US,VC"');
  must('bob', '/campaign join side:US');
  must('bob', '/fng-tour start army:us-army corps:II month:1967-01');
  for (let i = 0; i < 6 && !game().mission; i++) {
    must('bob', '/fng-tour turn');
    if (!game().mission) must('bob', '/fng-tour after-action');
  }
  const squad = game().figures.filter((f) => f.side === 'fwf');
  must('bob', `/fng figure place figures:"${squad.map((f, i) => `${f.id}@${30 + i},10`).join('; ')}"`);
  // Two enemy dead on the table, as the firefight would leave them.
  h.store.transaction((tx) => {
    const c = tx.activeCampaign('c1')!;
    const g = c.game as FngGame;
    const vc = (id: string, x: number): TableFigure => ({ ...squad[1]!, id, name: 'VC', side: 'cf', army: 'lvc', unit: 'vc1', status: 'obviously-dead', at: { x, y: 5 }, star: false, starPower: 0 });
    tx.saveCampaign({ ...c, game: { ...g, figures: [...g.figures, vc('vc1-1', 40), vc('vc1-2', 42)] } });
  });
  return { h, seen, act, must, game, squad };
}

describe('FNG tour: the sealed EAL and the body count stay hidden until the mission ends', () => {
  it('GIVEN a campaign turn\'s mission with a sealed EAL THEN no one but the GM learns it before the end; the end tells everyone', () => {
    const w = world();
    const eal = w.game().mission!.eal;
    const pefRep = w.game().mission!.pefRep;
    // General words (house rules' descriptions name the EAL) are not leaks; the level told is.
    const leaks = [new RegExp(`EAL ${eal}, PEF`), new RegExp(`EAL: ${eal}\\b`), /PEF REP \d/, /vs EAL/, /"eal":/, /sealed is disclosed/];
    for (const [who, line] of [
      ['bob', '/fng-tour status'],
      ['dan', '/fng-tour status'],
      // The roster is set between missions only: refused alike, whatever the enemy holds.
      ['bob', '/fng-tour roster figure:s1-1 attribute:lucky'],
      ['dan', '/fng-tour roster figure:s1-1 name:Pink'],
      ['bob', '/fng-tour roster figure:nobody name:Pink'],
      ['bob', '/fng status'],
      ['bob', '/fng-mission status'],
      ['dan', '/fng-mission status'],
      ['bob', '/campaign status'],
      ['bob', '/campaign export'],
      ['dan', '/campaign log last:200'],
      ['bob', '/board show'],
      ['bob', '/fng-mission end objective:held exited:true sectors:9'],
      ['ann', '/fng-mission status'],
    ] as const) w.act(who, line);
    const open = w.seen.filter((s) => s.to !== 'ann');
    expectNoLeaks(open, leaks);
    // The canary is live: the GM was told it when the turn sealed it, and sees it now.
    const gm = w.seen.filter((s) => s.to === 'ann').map((s) => s.text).join('\n');
    expect(gm).toContain(`EAL ${eal}, PEF REP ${pefRep}`);

    const end = w.must('bob', '/fng-mission end kills:"' + w.squad[1]!.id + '>vc1-1"');
    const told = shownBy(end, 'bob').find((s) => s.to === 'channel')!.text;
    expect(told).toContain(`What the enemy sealed is disclosed: EAL ${eal}, PEF REP ${pefRep}.`);
    // The post tells the body count in headlines; its dice are in the whole chain, a press away for anyone.
    expect(told).toMatch(/Body count \(L2268, 1d6, 4–6 confirmed\): \*\*vc1-1\*\* (confirmed \(\*\*[\w-]+\*\*\)|unconfirmed); \*\*vc1-2\*\* (confirmed|unconfirmed)/);
    const details = end.ok ? end.outcome.public!.actions!.find((a) => a.path.join(' ') === 'campaign details')! : undefined;
    expect(details?.options?.['post']).toMatch(/^\d+$/);
    const chain = whole(w.must('dan', `/campaign details post:${details!.options!['post']!}`).outcome.private!);
    expect(chain).toContain(`What the enemy sealed is disclosed: EAL ${eal}, PEF REP ${pefRep}.`);
    expect(chain).toMatch(/Body count \(L2268, 1d6, 4–6 confirmed\): \*\*vc1-1\*\* \[\d\] (confirmed \(\*\*[\w-]+\*\*\)|unconfirmed); \*\*vc1-2\*\* \[\d\] (confirmed|unconfirmed)/);
    // Once told, the mission is over: nothing sealed is left to show, and the commitment checks out at the campaign's end.
    const ended = w.must('ann', '/campaign end');
    expect(shownBy(ended, 'ann').map((s) => s.text).join('\n')).toMatch(new RegExp(`"eal": ${eal}`));
    expect(shownBy(w.must('dan', '/verify'), 'dan').map((s) => s.text).join('\n')).not.toMatch(/mismatch|does not match/i);
  });

  it('GIVEN enemy dead before the mission ends THEN nobody reads a confirmed or unconfirmed kill: the body count is not rolled yet', () => {
    const w = world();
    for (const [who, line] of [
      ['bob', '/fng status'],
      ['ann', '/fng status'],
      ['bob', '/fng-tour status'],
      ['ann', '/fng-mission status'],
      ['dan', '/campaign log last:200'],
      ['bob', '/campaign export'],
    ] as const) w.act(who, line);
    expect(w.seen.map((s) => s.text).join('\n')).not.toMatch(/Body count|\[\d\] (un)?confirmed|confirmed \(/);
    expect(w.game().tour!.debrief).toBeUndefined();
  });

  it('GIVEN the turn that started the mission THEN its dice are in a ledger entry the GM alone sees until the end', () => {
    const w = world();
    const log = w.act('dan', '/campaign log last:200');
    const text = shownBy(log, 'dan').map((s) => s.text).join('\n');
    expect(text).toMatch(/secret until the end\) 📅 \*\*early January 1967\*\* — Contact/);
    const entries = w.h.store.transaction((tx) => tx.rolls(tx.activeCampaign('c1')!.id));
    const turn = entries.find((e) => e.command === 'fng-tour turn');
    expect(turn?.audience).toEqual({ kind: 'hidden', to: [] });
  });
});
