import { fireteamBoardView, type FireteamUnitInput } from './board-view.js';
import type { BoardRenderView } from '../../../core/board/view.js';
import type { FireteamScenario } from '../rules/table/scenario.js';
import type { FireteamStatusMarker } from './board-kit.js';
import type { FireteamView, UnitViewData } from '../rules/game/view.js';
import type { Projected } from '../../../core/views.js';
import { boundIn } from '../rules/troops/units.js';
import { isShared, sharedIds } from '../../../core/unit-ref.js';
import { PHASE_TEXT } from './format.js';

function markers(u: UnitViewData, turn: number): FireteamStatusMarker[] {
  const d = u.vehicle?.damage;
  const out: FireteamStatusMarker[] = [];
  if (u.status === 'pinned') out.push('pinned');
  if (u.status === 'permanently-pinned') out.push('permanently-pinned');
  if (u.overwatch) out.push('overwatch');
  if (u.goneToGround) out.push('gone-to-ground');
  if (!d) return out;
  if (d.immobilised) out.push('immobilized');
  if (d.brewedUp) out.push('brewed-up');
  if (d.halted && d.halted.turn >= turn - 1) out.push('halted');
  if (boundIn(d.panicked, turn)) out.push('panicked');
  if (d.missNextShot) out.push('miss-next-shot');
  if (d.radioDamaged) out.push('radio-damaged');
  if (d.turretJammed) out.push('turret-jammed');
  if (d.weaponDamaged) out.push('weapon-damaged');
  if (d.movementReduced) out.push('tracks-damaged');
  return out;
}

/**
 * "Hannomag (+ g-sq1-ft1)": a vehicle's label names the teams riding in it (of its side), who are not
 * drawn apart; a unit whose id another side's unit in the view shares is labelled with its side.
 */
function labelOf(u: UnitViewData, view: FireteamView, shared: ReadonlySet<string>): string {
  const riders = view.units.filter((x) => x.side === u.side && x.aboard === u.id && x.status !== 'removed').map((x) => x.id);
  const label = riders.length ? `${u.name} (+ ${riders.join(', ')})` : u.name;
  return isShared(shared, u.id) ? `${label} (${u.side})` : label;
}

/**
 * The board of a Fire Team game, drawn only from the viewer's projection: units in play at their
 * positions with their badges (and, for their own side, those waiting off table), the patrol markers
 * where they are now — the enemy's only once locked — and the jump-off points placed after the patrol
 * (the enemy's only once a unit has come from them) or set by the scenario.
 */
export function fireteamBoardFor(board: FireteamScenario, view: FireteamView, opts: { campaign: string; audience: string }): BoardRenderView {
  const shared = sharedIds(view.units);
  const units = view.units
    .filter((u) => u.status !== 'removed' && u.vehicle?.damage.brewedUp !== true && u.aboard === undefined)
    .map(
      (u): FireteamUnitInput => ({
        id: u.id,
        side: u.side,
        label: labelOf(u, view, shared),
        ...(u.onTable && u.position ? { position: u.position } : {}),
        markers: markers(u, view.turn),
        ...(isShared(shared, u.id) ? { sideShown: true } : {}),
      }),
    );
  const patrol = view.patrol;
  const jops = view.jops.length > 0 ? view.jops : (patrol?.jops ?? []);
  // Built field by field from the viewer's projection, so it is projected too.
  return fireteamBoardView(board, units as unknown as Projected<readonly FireteamUnitInput[]>, {
    campaign: opts.campaign,
    audience: opts.audience,
    initiative: view.attacker,
    ...(view.turn > 0 ? { turn: { number: view.turn, phase: PHASE_TEXT[view.phase], impulse: view.step.side } } : {}),
    showDeployment: view.turn === 0,
    ...(patrol ? { patrolMarkers: patrol.markers.map((m) => ({ side: m.side, at: m.position, name: m.id })) } : {}),
    ...(patrol || view.jops.length > 0 ? { jumpOffPoints: jops.flatMap((j) => (j.position ? [{ side: j.side, at: j.position, name: j.id }] : [])) } : {}),
  });
}
