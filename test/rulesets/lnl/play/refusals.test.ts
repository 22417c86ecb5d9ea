import { describe, expect, it } from 'vitest';
import { harness } from '../../../helpers/harness.js';

/** A hamlet game in its first Operations phase, US (ana) to act, VC (ben); dice from `faces`. */
function operations(faces: number[] = []) {
  const h = harness({ faces });
  h.run('gm', '/campaign new ruleset:lnl name:"Xuan Loc" sides:"US,VC" scenario:lnl-hamlet');
  h.run('ana', '/campaign join side:US');
  h.run('ben', '/campaign join side:VC');
  h.run('ana', '/lnl roster builtin:lnl-us-rifle-platoon');
  h.run('ben', '/lnl roster builtin:lnl-vc-platoon');
  h.run('ana', '/lnl pass');
  h.run('ben', '/lnl pass');
  return { h, faces };
}

/** The refusal `who` is shown for `line`, after checking it was refused and wrote nothing. */
function refusal(h: ReturnType<typeof harness>, who: string, line: string): string {
  const before = h.snapshot();
  const e = h.run(who, line);
  expect(e.ok, line).toBe(false);
  expect(h.snapshot()).toBe(before);
  return e.outcome.private!.text;
}

describe("Lock 'n Load refusals say what would work (issue 14)", () => {
  it('GIVEN fire from units in two hexes THEN the refusal names each unit\'s hex and says fire is from one hex', () => {
    const { h } = operations();
    const text = refusal(h, 'ana', '/lnl fire units:"1st Sqd,2nd Sqd" target:E5 tm:1');
    expect(text).toContain('Fire is from one hex');
    expect(text).toContain('1st Sqd in A7, 2nd Sqd in B8');
  });

  it('GIVEN a way that costs more MPs than a unit has THEN the refusal gives the count and what would work (6.0)', () => {
    const { h } = operations();
    const text = refusal(h, 'ana', '/lnl move units:"1st Sqd" to:C6 how:assault');
    expect(text).toContain('`1st Sqd` has 2 MP for this assault (MF 4; assault: half (6.1)), but the way B6 C6 costs 3 MP (6.0).');
    expect(text).toContain('Stop nearer, take a cheaper way (`via:`)');
    expect(refusal(h, 'ana', '/lnl move units:"2nd Sqd" to:A10 how:low-crawl via:B9')).toContain("Low Crawl may not use all of a unit's MF (6.3): the way B9 A10 costs `2nd Sqd` 4 of its 4 MP.");
    expect(refusal(h, 'ana', '/lnl move units:"1st Sqd" to:C6 via:C5')).toContain('C5 is not next to A7');
  });

  it('GIVEN a move of units in two hexes THEN the refusal names each unit\'s hex', () => {
    const { h } = operations();
    expect(refusal(h, 'ana', '/lnl move units:"1st Sqd,2nd Sqd" to:C5')).toContain('a hex is activated as one stack (4.0, 6.0), but 1st Sqd in A7, 2nd Sqd in B8');
  });

  it('GIVEN the VC moved into the US hex without more:true THEN /lnl melee there says the move needed more:true; elsewhere, how a melee happens', () => {
    const { h } = operations();
    expect(h.run('ana', '/lnl move units:"2nd Sqd,Sgt Reyes" to:D5 how:double-time').ok).toBe(true);
    expect(h.run('ben', '/lnl move units:"VC 2" to:D5').ok).toBe(true);
    const text = refusal(h, 'ben', '/lnl melee hex:D5');
    expect(text).toContain("It is **US's** impulse: your units entered D5 without `more:true`, so their impulse ended with the move.");
    expect(text).toContain('next time move with `more:true`, then `/lnl melee hex:D5`');
    const elsewhere = refusal(h, 'ben', '/lnl melee hex:E5');
    expect(elsewhere).toContain("It is **US's** impulse. A melee happens in your own impulse: move into the enemy hex with `more:true`");
    expect(elsewhere).not.toContain('entered');
  });

  it('GIVEN a move into the enemy hex with more:true THEN the melee follows in the same impulse', () => {
    const { h, faces } = operations();
    expect(h.run('ana', '/lnl move units:"2nd Sqd,Sgt Reyes" to:D5 how:double-time').ok).toBe(true);
    expect(h.run('ben', '/lnl move units:"VC 2" to:D5 more:true').ok).toBe(true);
    faces.push(5, 4, 2, 3);
    expect(h.run('ben', '/lnl melee hex:D5').ok).toBe(true);
  });

  it('GIVEN a round in the spotter\'s sight and a shift to a hex out of it THEN the refusal names the hexes he may shift to', () => {
    const { h, faces } = operations();
    // White 1 → one hex; coloured 1 → north: the round called on C5 lands in the bamboo at C4.
    faces.push(1, 1);
    expect(h.run('ana', '/lnl artillery call spotter:"FO Banks" hex:C5 fp:6').ok).toBe(true);
    h.run('ben', '/lnl pass');
    const text = refusal(h, 'ana', '/lnl artillery ffe spotter:"FO Banks" shift:C3');
    expect(text).toBe('The spotter may only shift the round to a hex in his sight. From C4, where it landed, he may shift it to B3, B4, C5, D4; or leave `shift:` off to fire for effect in C4.');
    expect(refusal(h, 'ana', '/lnl artillery ffe spotter:"FO Banks" shift:C6')).toContain('one hex only. From C4, where it landed, he may shift it to B3, B4, C5, D4');
  });
});
