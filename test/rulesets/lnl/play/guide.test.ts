import { describe, expect, it } from 'vitest';
import type { LnlState } from '../../../../src/rulesets/lnl/rules/game/state.js';
import { harness } from '../../../helpers/harness.js';

/** The "Now" part of /campaign status, as `who` reads it. */
function now(h: ReturnType<typeof harness>, who: string): string {
  const text = h.run(who, '/campaign status').outcome.private!.text;
  return text.slice(text.indexOf('**Now:**'));
}

/** A hamlet game with both sides joined (ana US, ben VC), rosters deployed unless `bare`. */
function hamlet(opts: { bare?: boolean; faces?: number[] } = {}) {
  const h = harness(opts.faces ? { faces: opts.faces } : {});
  h.run('gm', '/campaign new ruleset:lnl name:"Xuan Loc" sides:"US,VC" scenario:lnl-hamlet');
  h.run('ana', '/campaign join side:US');
  h.run('ben', '/campaign join side:VC');
  if (!opts.bare) {
    expect(h.run('ana', '/lnl roster builtin:lnl-us-rifle-platoon').ok).toBe(true);
    expect(h.run('ben', '/lnl roster builtin:lnl-vc-platoon').ok).toBe(true);
  }
  return h;
}

describe('"What can I do now?" in Lock \'n Load (issue 14)', () => {
  it('GIVEN a new lnl campaign THEN its post names the first moves', () => {
    const h = harness();
    const text = h.run('gm', '/campaign new ruleset:lnl name:T sides:"US,VC" scenario:lnl-hamlet').outcome.public!.text;
    expect(text).toContain('First moves: `/campaign join side:<side>`, then `/lnl roster builtin:<roster>`, then `/lnl pass`');
  });

  it('GIVEN no counters yet THEN the side is told to deploy its roster; the GM and a bystander are told theirs', () => {
    const h = hamlet({ bare: true });
    expect(now(h, 'ana')).toContain('Your side has no counters yet: deploy them with `/lnl roster builtin:<roster>`');
    expect(now(h, 'gm')).toContain('You are the GM: give any order for a side with `side:`');
    expect(now(h, 'gm')).not.toContain('no counters yet');
    expect(now(h, 'cat')).toContain('Join a side to play: `/campaign join side:<US|VC>`');
  });

  it('GIVEN the Rally phase THEN each side is told to rally, heal and pass, and how many are done', () => {
    const h = hamlet();
    const ana = now(h, 'ana');
    expect(ana).toContain('Turn 1, Rally phase: **US** holds the initiative');
    expect(ana).toContain('Rally your Shaken units with a leader in their hex (`/lnl rally unit:<id>`), heal the wounded with a medic (`/lnl heal`), then `/lnl pass`');
    expect(ana).toContain('The Rally phase ends when both sides are done rallying (`/lnl pass`): neither is yet.');
    expect(ana).not.toContain('no counters yet');
    h.run('ana', '/lnl pass');
    expect(now(h, 'ana')).toContain('You are done rallying; waiting for **VC**.');
    expect(now(h, 'ben')).toContain('done rallying (`/lnl pass`): **US** done.');
  });

  it('GIVEN the Operations phase THEN the impulse holder is told its activations and more:true, the other side opportunity fire, with the passes so far', () => {
    const h = hamlet();
    h.run('ana', '/lnl pass');
    h.run('ben', '/lnl pass');
    const ana = now(h, 'ana');
    expect(ana).toContain("Turn 1, Operations phase: **US's** impulse.");
    expect(ana).toContain('Your impulse: activate one hex — `/lnl move`, `/lnl fire`, `/lnl spot`, `/lnl ordnance`, `/lnl smoke`, `/lnl melee`, `/lnl artillery`, `/lnl overrun` — or `/lnl pass`. Add `more:true` to keep the impulse for the same hex');
    expect(ana).toContain('The Operations phase ends after three consecutive passes: 0 so far.');
    expect(now(h, 'ben')).toContain("It is **US's** impulse: you may opportunity-fire at units that just moved, in the hex they entered (`/lnl fire … opportunity:true`).");
    expect(h.run('ana', '/lnl move units:"2nd Sqd,Sgt Reyes" to:D5 how:double-time').ok).toBe(true);
    const ben = now(h, 'ben');
    expect(ben).toContain('Your impulse: activate one hex');
    expect(ben).toContain('**US** last moved into D5: opportunity fire at those units there uses no impulse (`/lnl fire units:<ids> target:D5 opportunity:true`).');
    expect(now(h, 'ana')).not.toContain('last moved into');
    h.run('ben', '/lnl pass');
    expect(now(h, 'ana')).toContain('three consecutive passes: 1 so far.');
  });

  it('GIVEN an impulse kept with more:true THEN its holder is told only that hex acts again', () => {
    const h = hamlet();
    h.run('ana', '/lnl pass');
    h.run('ben', '/lnl pass');
    expect(h.run('ana', '/lnl move units:"1st Sqd,FO Banks" to:B6 how:assault more:true').ok).toBe(true);
    expect(now(h, 'ana')).toContain('Your impulse is held for the units in B6 (`more:true`): they act again');
  });

  it('GIVEN units kept with more:true in the enemy\'s hex THEN the guide names the melee there (8.0; found by the soak)', () => {
    const h = hamlet();
    h.run('ana', '/lnl pass');
    h.run('ben', '/lnl pass');
    h.store.transaction((tx) => {
      const c = tx.activeCampaign('c1')!;
      const g = c.game as LnlState;
      const at: Record<string, { col: number; row: number }> = { '1st Sqd': { col: 2, row: 4 }, 'VC 2': { col: 2, row: 3 } };
      tx.saveCampaign({ ...c, game: { ...g, units: g.units.map((u) => (at[u.id] ? { ...u, at: at[u.id]! } : u)) } });
    });
    expect(h.run('ana', '/lnl move units:"1st Sqd" to:C4 more:true').ok).toBe(true);
    expect(now(h, 'ana')).toContain('Your units entered the enemy\'s hex C4 (`more:true`): they melee there (`/lnl melee hex:C4`, Melee 8.0), or `/lnl pass` ends the impulse.');
  });

  it("GIVEN units kept with more:true in the enemy's hex and eliminated there by opportunity fire THEN the guide names no melee, only the pass that ends the impulse (found by the soak, lnl seed 90)", () => {
    const h = hamlet();
    h.run('ana', '/lnl pass');
    h.run('ben', '/lnl pass');
    const patch = (f: (g: LnlState) => LnlState) =>
      h.store.transaction((tx) => {
        const c = tx.activeCampaign('c1')!;
        tx.saveCampaign({ ...c, game: f(c.game as LnlState) });
      });
    const at: Record<string, { col: number; row: number }> = { '1st Sqd': { col: 2, row: 4 }, 'VC 2': { col: 2, row: 3 } };
    patch((g) => ({ ...g, units: g.units.map((u) => (at[u.id] ? { ...u, at: at[u.id]! } : u)) }));
    expect(h.run('ana', '/lnl move units:"1st Sqd" to:C4 more:true').ok).toBe(true);
    patch((g) => ({ ...g, units: g.units.map((u) => (u.id === '1st Sqd' ? { ...u, status: 'eliminated' } : u)) }));
    const said = now(h, 'ana');
    expect(said).not.toContain('/lnl melee hex:C4');
    expect(said).toContain('Your units that held the impulse in C4 are out of play: `/lnl pass` ends the impulse');
    expect(h.run('ana', '/lnl melee hex:C4')).toMatchObject({ ok: false, error: { code: 'lnl/no-melee-units' } });
    expect(h.run('ana', '/lnl pass').ok).toBe(true);
  });

  it('GIVEN a new turn THEN the initiative roll comes first', () => {
    const h = hamlet();
    for (const who of ['ana', 'ben', 'ana', 'ben', 'ana']) h.run(who, '/lnl pass');
    expect(now(h, 'ana')).toContain('Roll for the initiative first: `/lnl initiative`');
  });
});
