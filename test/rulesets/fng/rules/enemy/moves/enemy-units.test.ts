import { describe, expect, it } from 'vitest';
import { rulesFor } from '../../../../../../src/core/house-rules.js';
import { FNG_HOUSE_RULES } from '../../../../../../src/rulesets/fng/rules/all-house-rules.js';
import { enemyUnitFigures, UNIT_FIGURES } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-units.js';
import type { EnemyType } from '../../../../../../src/rulesets/fng/rules/enemy/first-contact.js';
import type { FngEvent } from '../../../../../../src/rulesets/fng/rules/game/events.js';
import { placeUnit } from '../../../../../../src/rulesets/fng/rules/enemy/moves/pef-play.js';
import { WEAPONS } from '../../../../../../src/rulesets/fng/rules/figures/weapons.js';
import { dice } from '../../../../../helpers/rules.js';
import { bot, mission } from '../../../helpers/bot.js';
import { fig, table } from '../../../helpers/table.js';
import type { VcUnit } from '../../../../../../src/rulesets/fng/rules/enemy/vc-reinforcements.js';

/**
 * The special weapons the VC/NVA Reinforcements tables (L2102–L2154) and the PC tables' occupants
 * (L1420–L1500) give an enemy unit, on the squad its army list rolls (L395–L414). On all 3s the NVA
 * squad is nine: leader and Jr. NCO with AK-47s, an RPD team (the assistant's VC-table Mosin-Nagant),
 * an RPG-2, a second RPD team and RPG, and a rifleman with an AK-47 (L511–L516).
 */
const kit = (unit: VcUnit, enemy: EnemyType = 'nva') =>
  enemyUnitFigures({ size: UNIT_FIGURES[unit], enemy, unitId: 'vc1', at: { x: 30, y: 10 }, unit }, rulesFor(FNG_HOUSE_RULES, {}), dice(...Array<number>(400).fill(3))).map((f) =>
    [f.role, f.weapon, ...(f.sidearm ? [f.sidearm] : []), ...(f.rep === 5 ? ['REP 5'] : []), ...(f.gear.includes('sniper-scope') ? ['scope'] : [])].join(' '),
  );

describe('enemyUnitFigures: each unit with the weapons its table names', () => {
  it.each([
    ['lmg-team', ['lmg-gunner rpd tokarev', 'lmg-assistant ak-47']],
    ['rpg-team', ['rpg-gunner rpg-2', 'rifleman ak-47']],
    ['mmg-team', ['weapon-gunner m1917 tokarev', 'lmg-assistant ak-47', 'lmg-assistant ak-47']],
    ['hmg-team', ['weapon-gunner dshk tokarev', 'lmg-assistant ak-47', 'lmg-assistant ak-47']],
    ['recoilless-team', ['weapon-gunner rg-82mm tokarev', 'lmg-assistant ak-47']],
    ['sks-sniper', ['rifleman sks REP 5']],
    ['sniper', ['rifleman mosin-nagant scope']],
    ['three-man-cell', ['squad-leader ak-47', 'jr-nco ak-47', 'rifleman ak-47']],
    // The half squad keeps its own RPD team; its RPG-2 bearer carries a rifle.
    ['half-squad-lmg', ['squad-leader ak-47', 'jr-nco ak-47', 'lmg-gunner rpd tokarev', 'lmg-assistant mosin-nagant', 'rifleman ak-47', 'rifleman ak-47']],
    ['half-squad-rpg', ['squad-leader ak-47', 'jr-nco ak-47', 'rifleman ak-47', 'rifleman mosin-nagant', 'rpg-gunner rpg-2', 'rifleman ak-47']],
    ['cell-with-rpg', ['squad-leader ak-47', 'rpg-gunner rpg-2', 'rifleman ak-47', 'rifleman mosin-nagant']],
    ['medium-mortar-team', ['weapon-gunner ak-47', 'lmg-assistant ak-47', 'lmg-assistant ak-47']],
  ] as const)('GIVEN an NVA %s THEN %j', (unit, expected) => {
    expect(kit(unit)).toEqual(expected);
  });

  it('GIVEN an MFVC RPG team with 1d6 rockets THEN its second man has the SKS the table gives (L2112); the NVA one an AK-47', () => {
    expect(kit('rpg-team-1d6-rockets', 'mfvc')).toEqual(['rpg-gunner rpg-2', 'rifleman sks']);
    expect(kit('rpg-team-1d6-rockets', 'nva')).toEqual(['rpg-gunner rpg-2', 'rifleman ak-47']);
  });

  it('GIVEN the teams the seed sizes (L2128–L2129, L2146) THEN three-man light mortar and HMG teams, a two-man recoilless team', () => {
    expect([UNIT_FIGURES['light-mortar-team'], UNIT_FIGURES['light-mortar-team-pair'], UNIT_FIGURES['hmg-team'], UNIT_FIGURES['hmg-team-with-half-squad'], UNIT_FIGURES['recoilless-team']]).toEqual([3, 6, 3, 9, 2]);
  });

  it('GIVEN every unit of every enemy type THEN no figure carries a crew weapon its unit does not have, and squads keep the list\'s', () => {
    const crew = (w: string) => ['lmg', 'mmg', 'hmg', 'anti-tank'].includes(WEAPONS[w as keyof typeof WEAPONS].class);
    for (const enemy of ['lvc', 'mfvc', 'nva'] as const) {
      for (const unit of ['three-man-cell', 'single-lvc', 'cadre', 'platoon-hq', 'scout-team', 'sniper', 'medium-mortar-team-pair', 'light-mortar-team'] as const) {
        expect(kit(unit, enemy).filter((x) => crew(x.split(' ')[1]!)), `${enemy} ${unit}`).toEqual([]);
      }
      expect(kit('squad', enemy).some((x) => x.startsWith('lmg-gunner')), `${enemy} squad`).toBe(true);
    }
  });
});

describe('placeUnit: a mortar team\'s tubes are noted on the mission', () => {
  it('GIVEN a pair of medium mortar teams THEN six figures, two gunners, and the mission knows two medium tubes', () => {
    const g = table([fig('fwf', 'a', 30, 30)], { mission: mission({ enemy: 'nva' }) });
    const pub: FngEvent[] = [];
    const r = placeUnit(bot(Array<number>(400).fill(3)), g, 'medium-mortar-team-pair', UNIT_FIGURES['medium-mortar-team-pair'], { x: 30, y: 5 }, 'reinforcements', pub);
    expect(r.figures.filter((f) => f.side === 'cf').map((f) => f.role)).toEqual(['weapon-gunner', 'lmg-assistant', 'lmg-assistant', 'weapon-gunner', 'lmg-assistant', 'lmg-assistant']);
    expect(r.mission!.mortars).toEqual({ vc1: { size: 'medium', tubes: 2 } });
  });
});

describe('enemyUnitFigures: the kit the tables name for demolition units, scouts, officers, suicide troops and the guide', () => {
  const roll = (unit: VcUnit, enemy: EnemyType, face: number, count?: number) =>
    enemyUnitFigures({ size: count ?? UNIT_FIGURES[unit], enemy, unitId: 'vc1', at: { x: 30, y: 10 }, unit }, rulesFor(FNG_HOUSE_RULES, {}), dice(...Array<number>(400).fill(face)));

  it.each([
    [3, 'ppsh'],
    [4, 'm2-carbine'],
  ] as const)('GIVEN an MFVC demolition unit and weapon dice of %i THEN six figures, each with a satchel charge and the %s (L2114: "(1-3) SMG or (4-6) M-2 carbine")', (face, weapon) => {
    const figs = roll('demolition-unit', 'mfvc', face);
    expect(figs).toHaveLength(6);
    expect(figs.map((f) => [f.weapon, f.gear.includes('satchel-charge')])).toEqual(Array(6).fill([weapon, true]));
  });

  it('GIVEN a demolition unit whose weapon dice alternate 2 and 5 THEN the figures carry the SMG and the carbine in turn: one die each, after the force\'s own', () => {
    const rules = rulesFor(FNG_HOUSE_RULES, {});
    const probe = dice(...Array<number>(400).fill(3));
    enemyUnitFigures({ size: 6, enemy: 'mfvc', unitId: 'vc1', at: { x: 30, y: 10 } }, rules, probe);
    const own = 400 - probe.remaining;
    const figs = enemyUnitFigures({ size: 6, enemy: 'mfvc', unitId: 'vc1', at: { x: 30, y: 10 }, unit: 'demolition-unit' }, rules, dice(...Array<number>(own).fill(3), 2, 5, 2, 5, 2, 5));
    expect(figs.map((f) => f.weapon)).toEqual(['ppsh', 'm2-carbine', 'ppsh', 'm2-carbine', 'ppsh', 'm2-carbine']);
  });

  it.each([
    ['mfvc', 3, ['ppsh', 'ppsh', 'ppsh'], []],
    ['mfvc', 5, ['m2-carbine', 'm2-carbine', 'm2-carbine'], []],
    ['nva', 3, ['ak-47', 'ak-47', 'ak-47'], ['tough']],
  ] as const)('GIVEN a %s scout team on dice of %i THEN weapons %j with wire cutters (L2117)', (enemy, face, weapons, attrs) => {
    const figs = roll('scout-team', enemy, face);
    expect(figs.map((f) => f.weapon)).toEqual(weapons);
    expect(figs.every((f) => f.gear.includes('wire-cutters') && attrs.every((a) => f.attributes.includes(a)))).toBe(true);
  });

  it.each([
    [1, 'tokarev'],
    [3, 'tokarev'],
    [4, 'ppsh'],
    [5, 'ppsh'],
    [6, 'ak-47'],
  ] as const)('GIVEN a Political Officer on a die of %i THEN he carries the %s (L2155: pistol 1-3, SMG 4-5, AK-47 6); his two bodyguards riflemen', (face, weapon) => {
    const figs = roll('political-officer', 'nva', face);
    expect(figs[0]).toMatchObject({ role: 'political-officer', name: 'Political Officer', weapon });
    expect(figs.slice(1).map((f) => f.role)).not.toContain('political-officer');
    expect(figs).toHaveLength(3);
  });

  it('GIVEN LVC cadre on 6s THEN the Cadre leads with an AK-47', () => {
    expect(roll('cadre', 'lvc', 6)[0]).toMatchObject({ role: 'cadre', name: 'Cadre', weapon: 'ak-47' });
  });

  it('GIVEN 1d6 = 4 suicide troops THEN four figures, each with a CDM strapped on and Nerves of Steel, armed from the VC weapons table (33: Mosin-Nagant; 55: AK-47)', () => {
    const three = roll('suicide-troops', 'nva', 3, 4);
    expect(three).toHaveLength(4);
    expect(three.every((f) => f.gear.includes('claymore') && f.attributes.includes('nerves-of-steel') && f.weapon === 'mosin-nagant')).toBe(true);
    expect(roll('suicide-troops', 'nva', 5, 4).every((f) => f.weapon === 'ak-47')).toBe(true);
  });

  it('GIVEN an NVA squad with an armed LVC guide THEN the squad as rolled plus a Local VC guide: REP on the LVC list, weapon on the VC table', () => {
    const squad = roll('squad', 'nva', 3);
    const guided = roll('squad-with-lvc-guide', 'nva', 3);
    expect(guided).toHaveLength(squad.length + 1);
    expect(guided.slice(0, -1).map((f) => [f.role, f.weapon])).toEqual(squad.map((f) => [f.role, f.weapon]));
    // LVC REP: 1-4 → 3 (L516); VC weapons 33 → BA rifle (Mosin-Nagant); on 5s REP 4 and 55 → AK-47.
    expect(guided.at(-1)).toMatchObject({ id: `vc1-${guided.length}`, role: 'guide', army: 'lvc', rep: 3, weapon: 'mosin-nagant' });
    expect(roll('squad-with-lvc-guide', 'nva', 5).at(-1)).toMatchObject({ role: 'guide', rep: 4, weapon: 'ak-47' });
  });
});

describe('enemyUnitFigures: the RPG team\'s 1d6 rockets (L2112)', () => {
  it.each([1, 4, 6])('GIVEN a rockets die of %i THEN the gunner carries that many; the assistant and other RPGs none counted', (face) => {
    const rules = rulesFor(FNG_HOUSE_RULES, {});
    const input = { size: 2, enemy: 'nva' as const, unitId: 'vc1', at: { x: 30, y: 10 }, unit: 'rpg-team-1d6-rockets' };
    const probe = dice(...Array<number>(400).fill(3));
    enemyUnitFigures({ ...input, unit: 'rpg-team' }, rules, probe);
    const own = 400 - probe.remaining;
    const figs = enemyUnitFigures(input, rules, dice(...Array<number>(own).fill(3), face));
    expect(figs.map((f) => [f.role, f.rockets])).toEqual([
      ['rpg-gunner', face],
      ['rifleman', undefined],
    ]);
    expect(enemyUnitFigures({ ...input, unit: 'rpg-team' }, rules, dice(...Array<number>(400).fill(3)))[0]!.rockets).toBeUndefined();
  });
});

describe('enemyUnitFigures: the tables\' unnamed SMG is the house rule fng.enemy.smg', () => {
  it.each(['ppsh', 'mat-49', 'thompson'] as const)('GIVEN fng.enemy.smg %s THEN a demolition unit on 3s carries it, and a Political Officer on 4s', (smg) => {
    const rules = rulesFor(FNG_HOUSE_RULES, { 'fng.enemy.smg': smg });
    const demo = enemyUnitFigures({ size: 6, enemy: 'mfvc', unitId: 'vc1', at: { x: 30, y: 10 }, unit: 'demolition-unit' }, rules, dice(...Array<number>(400).fill(3)));
    expect(demo.map((f) => f.weapon)).toEqual(Array(6).fill(smg));
    const po = enemyUnitFigures({ size: 3, enemy: 'nva', unitId: 'vc1', at: { x: 30, y: 10 }, unit: 'political-officer' }, rules, dice(...Array<number>(400).fill(4)));
    expect(po[0]!.weapon).toBe(smg);
  });
});
