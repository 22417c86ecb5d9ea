import type { ArmyId as ListId, Rep } from '../../figures/figure.js';
import type { DefenseObjective } from '../missions.js';
import type { FngForceRecord, TableFigure } from '../../game/state.js';

/**
 * The Defense's own people (FNG 2nd Tour, Defense, seed L2205): what the squad guards, on the table
 * beside it for the players to place (`/fng figure place`).
 *
 * - (1) Radio Relay: "A team of four M-16 armed soldiers, one senior NCO and three RTO's, sitting atop
 *   a hill": the NCO leads them; each RTO has a radio.
 * - (3) Water party: "two unarmed troopers".
 * - (4) Wounded: "2d6 wounded with a medic and an RTO" — the wounded Out of the Fight from the start,
 *   the medic with his pistol, the RTO an M-16 and the radio that "must call for Dustoff".
 *
 * Their REP the seed does not give: house rule `fng.defense.personnel-rep` (4). They are not of the
 * platoon's roster: the mission's end leaves them out of its After the Mission, and the wounded who
 * came wounded are not counted as its wounded (their dead and missing count as any Free World Force's).
 * "Key personnel are taken out" (L2215, the mission not completed) when none of them is left on the table
 * unharmed — each dead, Out of the Fight (a wounded man: dead), captured or missing — unless flown out.
 */

/** The unit id of the Defense's people. */
export const PERSONNEL_UNIT = 'obj';

const NAME: Partial<Record<DefenseObjective, string>> = { 'radio-relay': 'Radio relay team', 'water-party': 'Water party', wounded: 'Wounded awaiting Dustoff' };

export interface DefensePersonnel {
  readonly unit: FngForceRecord['units'][number];
  readonly figures: readonly TableFigure[];
  /** The wounded who came wounded (ids): not the mission's casualties. */
  readonly woundedAtStart: readonly string[];
}

/** The people an objective brings (none for a resupply site, a check point or a bridge). */
export function defensePersonnel(input: { readonly objective: DefenseObjective; readonly wounded?: number; readonly list: ListId; readonly rep: number }): DefensePersonnel | undefined {
  const name = NAME[input.objective];
  if (!name) return undefined;
  const rep = Math.min(7, Math.max(1, Math.round(input.rep))) as Rep;
  let n = 0;
  const man = (over: Pick<TableFigure, 'name' | 'role'> & Partial<TableFigure>): TableFigure => {
    n += 1;
    return { id: `obj-${n}`, side: 'fwf', army: input.list, unit: PERSONNEL_UNIT, rep, star: false, starPower: 0, attributes: [], gear: [], status: 'carry-on', ...over };
  };
  const stores = { laws: 0, claymores: 0, c4: 0, satchels: 0 };
  const unit = { id: PERSONNEL_UNIT, name, stores };
  if (input.objective === 'radio-relay') {
    return {
      unit,
      figures: [man({ name: 'Relay NCO', role: 'squad-leader', weapon: 'm16' }), ...[1, 2, 3].map((i) => man({ name: `Relay RTO ${i}`, role: 'rto', weapon: 'm16', gear: ['radio'] }))],
      woundedAtStart: [],
    };
  }
  if (input.objective === 'water-party') return { unit, figures: [1, 2].map((i) => man({ name: `Water party trooper ${i}`, role: 'rifleman' })), woundedAtStart: [] };
  const wounded = Array.from({ length: Math.max(0, input.wounded ?? 0) }, (_, i) => man({ name: `Wounded ${i + 1}`, role: 'rifleman', weapon: 'm16', status: 'out-of-fight' }));
  return {
    unit,
    figures: [...wounded, man({ name: 'Medic', role: 'medic', weapon: 'm1911a1' }), man({ name: 'RTO', role: 'rto', weapon: 'm16', gear: ['radio'] })],
    woundedAtStart: wounded.map((f) => f.id),
  };
}

const GONE: readonly TableFigure['status'][] = ['obviously-dead', 'captured', 'missing'];

/** Whether the Defense's people are all taken out (L2215): none left unharmed on the table nor flown out. */
export function personnelTakenOut(figures: readonly TableFigure[], woundedAtStart: readonly string[]): boolean {
  const people = figures.filter((f) => f.side === 'fwf' && f.unit === PERSONNEL_UNIT);
  if (people.length === 0) return false;
  const safe = (f: TableFigure): boolean => {
    if (f.status === 'left-battlefield') return true;
    if (GONE.includes(f.status)) return false;
    // A wounded man who came wounded is taken out only dead, captured or missing; anyone else once down too.
    return woundedAtStart.includes(f.id) || f.status !== 'out-of-fight';
  };
  return !people.some(safe);
}
