import { describe, expect, it } from 'vitest';
import { activateGroup, enemyGroups } from '../../../../../../src/rulesets/fng/rules/enemy/moves/enemy-groups.js';
import { mayActUnderOfficer, officerInCommand } from '../../../../../../src/rulesets/fng/rules/enemy/moves/political-command.js';
import type { FngGame, TableFigure } from '../../../../../../src/rulesets/fng/rules/game/state.js';
import { bot, ctx, mission } from '../../../helpers/bot.js';
import { fig, table } from '../../../helpers/table.js';

/*
 * Political Officers and Cadre (L2155): "On any turn that the Activation Die for the Communist side
 * equals their REP, they take defacto command for that turn ... and may only activate squads with a
 * higher REP than their own." The Political Officer stands far from the VC squad (its own group).
 */
const po = (rep: TableFigure['rep'], over: Partial<TableFigure> = {}) => fig('cf', 'po1-1', 55, 33, { unit: 'po1', role: 'political-officer', name: 'Political Officer', rep, ...over });
const squad = (rep: TableFigure['rep']) => [fig('cf', 'vc1-1', 30, 10, { unit: 'vc1', role: 'squad-leader', rep }), fig('cf', 'vc1-2', 32, 10, { unit: 'vc1', rep })];
const players = [fig('fwf', 'a', 30, 20), fig('fwf', 'b', 32, 20)];
const game = (figures: TableFigure[], die: number): FngGame => table(figures, { acting: 'cf', dice: { fwf: 1, cf: die }, serial: 3, mission: mission({ enemy: 'mfvc' }) });

function act(g: FngGame) {
  const t = ctx(bot(Array<number>(60).fill(4)));
  const members = enemyGroups(g).find((x) => x.members.some((m) => m.unit === 'vc1'))!.members;
  const after = activateGroup(t, g, members);
  return { acted: t.pub.some((e) => e.kind === 'enemy-group'), same: after === g };
}

describe('A Political Officer takes command (L2155)', () => {
  it('GIVEN the Communist die equal to his REP THEN he is in command; another die, a Cadre too, one down or off the table: not', () => {
    expect(officerInCommand(game([po(4), ...squad(4)], 4))?.id).toBe('po1-1');
    expect(officerInCommand(game([po(4), ...squad(4)], 3))).toBeUndefined();
    expect(officerInCommand(game([po(3, { role: 'cadre', name: 'Cadre' }), ...squad(4)], 3))?.id).toBe('po1-1');
    expect(officerInCommand(game([po(4, { status: 'out-of-fight' }), ...squad(4)], 4))).toBeUndefined();
    expect(officerInCommand(game([po(4, { at: undefined }), ...squad(4)], 4))).toBeUndefined();
  });

  it('GIVEN him in command THEN only groups of higher REP than his act: REP 5 yes, REP 4 (his own) no; with no officer in command REP 4 acts on a 4', () => {
    const g = game([po(4), ...squad(4)], 4);
    expect(mayActUnderOfficer(g, 5)).toBe(true);
    expect(mayActUnderOfficer(g, 4)).toBe(false);
    expect(mayActUnderOfficer(game([po(3), ...squad(4)], 4), 4)).toBe(true);
  });

  it('GIVEN a REP 4 squad on a Communist 4 THEN it acts, unless a REP 4 Political Officer has taken command: then it stays put', () => {
    expect(act(game([...squad(4), ...players], 4))).toEqual({ acted: true, same: false });
    expect(act(game([po(4), ...squad(4), ...players], 4))).toEqual({ acted: false, same: true });
    // A REP 5 squad is above him: it acts under his command.
    expect(act(game([po(4), ...squad(5), ...players], 4)).acted).toBe(true);
  });
});
