import { describe, expect, it } from 'vitest';
import type { FngGame } from '../../../../../src/rulesets/fng/rules/game/state.js';
import { harness, shownBy } from '../../../../helpers/harness.js';

/** The tour's commands through the app: who may give them, what they post, and the house rules they name. */
function table(secret = '04'.repeat(32)) {
  const h = harness({ secret });
  const must = (who: string, line: string) => {
    const r = h.run(who, line);
    expect(r.ok ? 'ok' : `${line}: ${r.error.code}`).toBe('ok');
    return r;
  };
  const game = () => h.store.transaction((tx) => tx.activeCampaign('c1')!.game as FngGame);
  must('ann', '/campaign new ruleset:fng name:"Tour" sides:"US,VC"');
  must('bob', '/campaign join side:US');
  return { h, must, game };
}

describe('the tour\'s commands in play', () => {
  it('GIVEN the GM THEN she starts the tour and plays its turns for the players; one who plays no side may not (nobody plays the VC)', () => {
    const t = table();
    expect(t.h.run('cat', '/campaign join side:VC').ok).toBe(false);
    const refused = t.h.run('cat', '/fng-tour start army:us-army corps:II');
    expect(refused.ok ? 'ok' : refused.error.code).toBe('move/not-a-player');
    t.must('ann', '/fng-tour start army:us-army corps:II');
    t.must('ann', '/fng-tour turn');
    expect(t.game().tour!.history).toHaveLength(1);
  });

  it('GIVEN tour status THEN the roster to the asker alone', () => {
    const t = table();
    t.must('bob', '/fng-tour start army:usmc corps:I month:1967-03 star:"Sgt Pink"');
    const r = t.must('dan', '/fng-tour status');
    const shown = shownBy(r, 'dan');
    expect(shown.map((s) => s.to)).toEqual(['dan']);
    expect(shown[0]!.text).toMatch(/U\.S\. Marines in I Corps — campaign turn 1 of 26 \(early March 1967\); next: `\/fng-tour turn`\./);
    expect(shown[0]!.text).toMatch(/• `s1-1` Sgt Pink — Squad Leader, REP 5, m14; 0 months in country, DEROS 13 \[Star, 2 Attributes to choose\]/);
    expect(shown[0]!.text).toMatch(/• `hq-1` Platoon Leader — Platoon Leader, REP \d, m14; 0 months in country, DEROS \d \[Platoon HQ\]/);
  });

  it('GIVEN /fng-tour roster THEN the Star\'s chosen Attribute and a name are written and told in public; a refusal says what would work and writes nothing', () => {
    const t = table();
    t.must('bob', '/fng-tour start army:us-army corps:II star:"Sgt Pink"');
    const chose = t.must('bob', '/fng-tour roster figure:s1-1 attribute:marksman name:"SSgt Pink"');
    expect(shownBy(chose, 'bob').find((s) => s.to === 'channel')!.text).toContain('📋 Roster: **s1-1** named SSgt Pink; chooses the Attribute marksman (1 choice left).');
    expect(t.game().tour!.roster[0]).toMatchObject({ name: 'SSgt Pink', attributes: ['marksman'], choices: 1 });
    const before = JSON.stringify(t.game());
    for (const [line, words] of [
      ['/fng-tour roster figure:s1-2 attribute:lucky name:"Cpl Barnes"', 'has no Attribute to choose'],
      ['/fng-tour roster figure:s1-1 attribute:marksman', 'already has marksman'],
      ['/fng-tour roster figure:s1-1 attribute:sharpshooter', 'is not on the Attributes table'],
      ['/fng-tour roster figure:s1-3 kit:m79', 'no spare `m79`'],
      ['/fng-tour roster figure:hq-1 mission:true', 'the Platoon HQ and the other squads stay back on a squad mission'],
      ['/fng-tour roster figure:s2-1 rto:true', 's2-1 is not in your squad'],
      ['/fng-tour roster figure:zz-9 name:Joe', 'Nobody called `zz-9` is on the roster'],
    ] as const) {
      const r = t.h.run('bob', line);
      expect(r.ok ? 'accepted' : r.error.message, line).toContain(words);
    }
    expect(JSON.stringify(t.game())).toBe(before);
    const cat = t.h.run('cat', '/fng-tour roster figure:s1-1 name:Charlie');
    expect(cat.ok ? 'ok' : cat.error.code).toBe('move/not-a-player');
  });

  it('GIVEN changed house rules THEN a turn names only those it used', () => {
    const t = table();
    t.must('ann', '/campaign rules set name:fng.recovery.medevac-bonus value:one-better');
    t.must('ann', '/campaign rules set name:fng.weather.rainy-modifier value:day-part-and-weather');
    t.must('bob', '/fng-tour start army:us-army corps:II');
    for (let i = 0; i < 6 && !t.game().mission; i++) {
      const r = t.must('bob', '/fng-tour turn');
      const text = shownBy(r, 'bob').find((s) => s.to === 'channel')!.text;
      expect(text).not.toContain('fng.recovery.medevac-bonus');
      if (t.game().mission) expect(text).toContain('`fng.weather.rainy-modifier` = day-part-and-weather');
      else t.must('bob', '/fng-tour after-action');
    }
    expect(t.game().mission).toBeDefined();
  });

  it('GIVEN the squad between missions THEN the firefight\'s orders are refused with what comes next', () => {
    const t = table();
    t.must('bob', '/fng-tour start army:us-army corps:II');
    const r = t.h.run('bob', '/fng activate');
    expect(r.ok ? 'ok' : r.error.message).toBe('The squad is between missions: `/fng-tour after-action` closes the campaign turn, then `/fng-tour turn` plays the next.');
  });
});
