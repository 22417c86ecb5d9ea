import { describe, expect, it } from 'vitest';
import { activationRepOf, groupsOf } from '../../../../../src/rulesets/fng/rules/game/state.js';
import { fig, table } from '../../helpers/table.js';

/*
 * Platoon Cohesion (L574): "Squads in the same platoon can activate together under the REP of the
 * Platoon Leader if they: Remain within 4" of one or more figures in the platoon. Have a LOS to one or
 * more figures in the platoon ... If any of the above two requirements no longer apply, then the squad
 * is a separate group and will activate on the REP of the squad leader." The group rules cover it
 * (figures/groups.ts): groups chain every carrying-on figure of the side within 4" (L573, whatever its
 * squad), and a group's leader is its highest-ranking one (L587), so squads within 4" of one another
 * and of the Platoon Leader are one group on his REP; a squad apart is its own group on its leader's.
 * (A squad leader within 12" of the Force Commander still uses his REP, L586: that is the Force
 * Commander's rule, kept here by putting the second squad beyond 12".)
 */
const lt = fig('fwf', 'lt', 10, 10, { role: 'platoon-leader', rep: 5, unit: 'hq' });
const sq1 = [fig('fwf', 'sl1', 13, 10, { role: 'squad-leader', rep: 3, unit: 'sq1' }), fig('fwf', 'r1', 16, 10, { unit: 'sq1' })];
const sq2 = (x: number) => [fig('fwf', 'sl2', x, 10, { role: 'squad-leader', rep: 4, unit: 'sq2' }), fig('fwf', 'r2', x + 3, 10, { unit: 'sq2' })];

describe('Platoon Cohesion (L574), as the group rules read it', () => {
  it('GIVEN two squads chained within 4" of each other and of the Platoon Leader THEN one group, activating on his REP 5', () => {
    const g = table([lt, ...sq1, ...sq2(19)]);
    expect(groupsOf(g, 'fwf')).toEqual([['fwf:lt', 'fwf:sl1', 'fwf:r1', 'fwf:sl2', 'fwf:r2']]);
    expect(activationRepOf(g, g.figures.find((f) => f.id === 'r2')!)).toEqual({ rep: 5, leader: 'lt' });
  });

  it('GIVEN the second squad moved off beyond 4" (and 12" of the lieutenant) THEN it is a separate group on its squad leader\'s REP 4; the first stays on the lieutenant\'s', () => {
    const g = table([lt, ...sq1, ...sq2(30)]);
    expect(groupsOf(g, 'fwf')).toEqual([['fwf:lt', 'fwf:sl1', 'fwf:r1'], ['fwf:sl2', 'fwf:r2']]);
    expect(activationRepOf(g, g.figures.find((f) => f.id === 'r2')!)).toEqual({ rep: 4, leader: 'sl2' });
    expect(activationRepOf(g, g.figures.find((f) => f.id === 'r1')!)).toEqual({ rep: 5, leader: 'lt' });
  });

  it('GIVEN the link between the squads Out of the Fight (not carrying on, L578) THEN the chain breaks there', () => {
    const g = table([lt, ...sq1, fig('fwf', 'link', 19.5, 10, { unit: 'sq2', status: 'out-of-fight' }), ...sq2(23)]);
    expect(groupsOf(g, 'fwf').map((gr) => gr.length)).toEqual([3, 2]);
  });
});
