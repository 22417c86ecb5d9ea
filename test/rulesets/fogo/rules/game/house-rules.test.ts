import { describe, expect, it } from 'vitest';
import { fogoHouseRules } from '../../../../../src/rulesets/fogo/rules/game/house-rules.js';
import { boolRule, choiceRule, fogoRules, intRule } from '../../../../../src/rulesets/fogo/rules/game/house-rule-lookup.js';
import { RULESETS } from '../../../../../src/rulesets/registry.js';

/** Every key the fogo rules code reads (a typo here or there fails this test). */
const USED = [
  'accumulate.pinOnPinned',
  'accumulate.pinOnSuppressed',
  'accumulate.suppressOnPinned',
  'noFire.onPin',
  'noFire.clears',
  'groundHug.blocksFire',
  'fire.smgDice',
  'fire.pinnedPenalty',
  'groundHug.endsOnMove',
  'fire.recoillessRifleHeDice',
  'board.standWidth',
  'crossfire.limit',
  'reveal.onFire',
  'bazooka.augmentsBunker',
  'rbf.successHits',
  'rbf.appliesResult',
  'rbf.failPassesInitiative',
  'rally.pinned.green',
  'rally.pinned.regular',
  'rally.pinned.veteran',
  'rally.suppressed.green',
  'rally.suppressed.regular',
  'rally.suppressed.veteran',
  'rally.successEffect',
  'rally.natural1Fails',
  'commandTeam.rallyAddsRating',
  'commissar.addsRating',
  'cc.perSquad',
  'cc.veteran',
  'cc.green',
  'cc.heavyWeapon',
  'cc.suppressed',
  'cc.pinned',
  'cc.commander',
  'cc.tie',
  'cc.loserEffect',
  'cc.phasingLossPassesInitiative',
  'temptation.passesInitiative',
  'resistLooting.failPassesInitiative',
  'helicopter.gunshipSlots',
  'helicopter.doorGunDice', // helicopters.ts
  'helicopter.cannonDice',
  'helicopter.pumaDoorGuns',
  'aa.firers', // helicopter-fire.ts
  'aa.suppressEffect',
  'fieldcraft.revealFireLandsOn', // fieldcraft/reveal.ts
  'fieldcraft.dummySuppressCounts', // fieldcraft/reveal.ts
  'fieldcraft.dummyNominalDice', // fieldcraft/roll.ts
  'fieldcraft.reorganiseDummies', // fieldcraft/reorganise.ts, fieldcraft/sneaker-actions.ts
  'fieldcraft.trackClosestTo', // fieldcraft/track.ts
  'fieldcraft.hideLeaves', // fieldcraft/hide.ts
  'fieldcraft.autoSneakCostHidden', // fieldcraft/sneak.ts
  'fieldcraft.autoSneakCostRevealed', // fieldcraft/sneak.ts
  'indirect.barrageDice', // indirect-fire.ts
  'indirect.coverDice',
  'indirect.smokeTarget',
  'indirect.missions',
  'indirect.failPassesInitiative',
  'indirect.killPotential',
  'at.hitOn', // anti-tank.ts
  'at.accGun',
  'at.accInfantry',
  'at.accHmg',
  'at.penGun',
  'at.penRpg',
  'at.penBazooka',
  'at.penHmg',
];

describe('fogo house-rule registry', () => {
  it('GIVEN the registry THEN keys are unique, registered with the ruleset, and every used key is there', () => {
    const keys = fogoHouseRules.map((p) => p.key);
    expect(new Set(keys.map((k) => k.toLowerCase())).size).toBe(keys.length);
    expect(RULESETS.get('fogo')?.houseRules).toBe(fogoHouseRules);
    expect(keys.filter((k) => !USED.includes(k))).toEqual([]);
    expect(USED.filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('GIVEN each default THEN it lies in its own domain', () => {
    for (const p of fogoHouseRules) {
      if (p.type === 'integer') expect(p.default >= p.min && p.default <= p.max, p.key).toBe(true);
      if (p.type === 'choice') expect(p.choices, p.key).toContain(p.default);
    }
  });

  it('GIVEN the lookup THEN overrides win, defaults otherwise, and a wrong type is a bug', () => {
    const rules = fogoRules({ 'cc.tie': 'DEFENDER_WINS' });
    expect(choiceRule(rules, 'cc.tie', ['REROLL', 'DEFENDER_WINS'])).toBe('DEFENDER_WINS');
    expect(intRule(rules, 'rally.pinned.regular')).toBe(4);
    expect(boolRule(rules, 'noFire.onPin')).toBe(true);
    expect(() => intRule(rules, 'noFire.onPin')).toThrow();
    expect(() => boolRule(rules, 'cc.tie')).toThrow();
    expect(() => choiceRule(rules, 'cc.tie', ['REROLL'])).toThrow();
    expect(() => rules('no.such.key')).toThrow();
  });
});
