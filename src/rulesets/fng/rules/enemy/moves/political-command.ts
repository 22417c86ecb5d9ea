import { onTable, type FngGame, type TableFigure } from '../../game/state.js';
import { politicalOfficerCommand } from '../vc-reinforcements.js';

/**
 * Political Officers and Cadre in the Communist turn (FNG 2nd Tour p.96, L2155): "They act as an
 * additional Force Commander. On any turn that the Activation Die for the Communist side equals their
 * REP, they take defacto command for that turn (even if the original Force Commander has a higher REP)
 * and may only activate squads with a higher REP than their own." Read as printed: under him a group
 * acts only if its REP is above his, his own bodyguards too; on any other turn he changes nothing.
 */

const OFFICERS: readonly TableFigure['role'][] = ['political-officer', 'cadre'];

/**
 * The officer in command this turn: a Political Officer or Cadre on the table and carrying on whose REP
 * equals the Communist Activation die (with two, the lower REP's rule binds more: the first by id).
 */
export function officerInCommand(g: FngGame): TableFigure | undefined {
  const die = g.dice?.cf;
  if (die === undefined) return undefined;
  return g.figures
    .filter((f) => f.side === 'cf' && OFFICERS.includes(f.role) && onTable(f) && f.status === 'carry-on')
    .sort((p, q) => p.id.localeCompare(q.id, 'en', { numeric: true }))
    .find((f) => politicalOfficerCommand({ activationDie: die, officerRep: f.rep, squadLeaderReps: [] }).takesCommand);
}

/** Whether a Communist group of this activation REP may act this turn, the officer in command or none (L2155). */
export function mayActUnderOfficer(g: FngGame, groupRep: number): boolean {
  const officer = officerInCommand(g);
  if (!officer) return true;
  return politicalOfficerCommand({ activationDie: g.dice!.cf, officerRep: officer.rep, squadLeaderReps: [groupRep] }).mayActivate[0] === true;
}
