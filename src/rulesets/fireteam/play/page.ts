import { distance, formatPoint, type Point } from '../../../core/board/geometry.js';
import { boolRule, choiceRule, type HouseRules } from '../../../core/house-rules.js';
import type { PageIntent, PageKit, PageLine, PageOffer, PagePreview, PageTable } from '../../../core/page-orders.js';
import { fail, ok, type RuleResult } from '../../../core/result.js';
import { sameName } from '../../../core/same-name.js';
import type { FireteamView, FireteamViewData, UnitViewData } from '../rules/game/view.js';
import { checkMayMove } from '../rules/movement/move-order.js';
import { effectiveSpeed, KEPT_DICE, OBSTACLE_INCHES } from '../rules/movement/movement.js';
import { checkFixedArc, checkSight } from '../rules/table/line-of-sight.js';
import { checkPassage, furthestPassable } from '../rules/table/passage.js';
import { fireteamScenario } from '../rules/table/scenario.js';
import { obstaclesCrossed, slowGoingAlong } from '../rules/table/table-reading.js';
import { QUALITY_PROFILES } from '../rules/troops/troops.js';
import { canFire, isOnTable, type Unit } from '../rules/troops/units.js';
import { legalIn, PHASE_TABLE, type Move } from '../rules/turn/turn.js';

/*
 * Fire Team's orders on the web page (issue 40). A unit moves straight toward the point tapped as far
 * as its dice allow (seed 004, Movement): the preview counts the obstacles and slow going the board
 * shows on the way, refuses a path over the river or off the table as the rules do, and gives the
 * exact chance its dice carry it all the way. Units fire at an enemy unit they see (Firing: targets
 * nominated together, then resolved), sight read from the board. Moves alternate unit by unit, the
 * attacker first (Initiative), so a selection of several units is given the declaration, not a move.
 * All from the viewer's own view: off-table enemies and secret JOPs are not in it.
 */

/** A unit as the rules read it: a unit's view holds every field the rules ask of it here (its gun named as a string). */
const asUnit = (u: UnitViewData): Unit => u as Unit;

function ownUnits(view: FireteamView, side: string, ids: readonly string[]): UnitViewData[] | undefined {
  const out: UnitViewData[] = [];
  for (const id of ids) {
    const u = view.units.find((x) => sameName(x.side, side) && sameName(x.id, id));
    if (!u) return undefined;
    out.push(u);
  }
  return out.length > 0 ? out : undefined;
}

/** A known enemy unit on the table, by id (one the viewer cannot see reads as one that does not exist). */
const enemyOnTable = (view: FireteamView, side: string, id: string): UnitViewData | undefined =>
  view.units.find((x) => !sameName(x.side, side) && sameName(x.id, id) && isOnTable(asUnit(x)) && x.position !== undefined);

/** Whose turn it is for an order of `move`, as the phase table says (Turn Sequence, Initiative). */
function phaseLine(view: FireteamView, side: string, move: Move): { readonly line: PageLine; readonly refusal?: PagePreview['refusal'] } {
  if (!legalIn(view.phase, move)) return { line: { text: `The ${view.phase} phase`, ok: false }, refusal: { code: 'fireteam/wrong-phase', params: { phase: view.phase, turn: view.turn } } };
  if (PHASE_TABLE[view.phase].order === 'alternate' && !sameName(view.step.side, side)) {
    return { line: { text: `The ${view.phase} phase, ${view.step.side} to act`, ok: false }, refusal: { code: 'fireteam/not-your-step', params: { side: view.step.side } } };
  }
  return { line: { text: `The ${view.phase} phase${PHASE_TABLE[view.phase].order === 'alternate' ? `, ${side} to act` : ''}`, ok: true } };
}

function offers(view: FireteamView, side: string, units: readonly string[]): readonly PageOffer[] {
  const mine = ownUnits(view, side, units);
  if (!mine || !mine.every((u) => isOnTable(asUnit(u)))) return [];
  // The orders of the phase (Turn Sequence): a move in the movement phase; in the firing phase the declaration, then the shots.
  if (view.phase === 'movement') return mine.length === 1 ? [{ order: 'move', label: 'Move', target: 'point', hint: 'Straight toward the point you tap, as far as its dice allow: less 6" an obstacle, 1D6 through slow going' }] : [];
  if (view.phase !== 'firing') return [];
  if (!view.declared.some((s) => sameName(s, side))) {
    return [{ order: 'declare', label: mine.length > 1 ? 'Declare fire, together' : 'Declare fire', target: 'unit', hint: 'Your side\'s whole declaration for this firing phase: the units chosen shoot at the enemy you tap, the rest hold fire' }];
  }
  const shot = mine.length === 1 ? view.declarations.find((d) => sameName(d.side, side) && sameName(d.unit, mine[0]!.id) && d.kind === 'direct') : undefined;
  return shot && view.declared.length === view.sides.length ? [{ order: 'resolve', label: 'Resolve its shot', target: 'none', hint: `Shoot the declared shot at ${shot.target ?? 'its target'}: d10 on the target's cover line` }] : [];
}

/**
 * The chance that `n` d6, the best `k` kept (all of them when `k` = `n`), less `fixed` inches and `losses`
 * further d6, come to at least `wanted` inches: counted over every fall of the dice.
 */
export function chanceToReach(n: number, k: number, fixed: number, losses: number, wanted: number): number {
  let hits = 0;
  let all = 0;
  const dice = new Array<number>(n + losses).fill(1);
  for (;;) {
    const kept = dice.slice(0, n).sort((a, b) => b - a).slice(0, k).reduce((a, b) => a + b, 0);
    const lost = dice.slice(n).reduce((a, b) => a + b, 0);
    all++;
    if (Math.max(0, kept - fixed - lost) >= wanted - 1e-9) hits++;
    let i = 0;
    while (i < dice.length && dice[i] === 6) dice[i++] = 1;
    if (i === dice.length) break;
    dice[i]!++;
  }
  return hits / all;
}

/** The dice a unit's move rolls (Movement; Vehicles Movement) with the board's obstacles and slow going, under the house rules. */
function moveDice(u: UnitViewData, obstacles: number, slow: boolean, rules: HouseRules): { readonly n: number; readonly k: number; readonly fixed: number; readonly losses: number; readonly text: string } {
  const drop = choiceRule(rules, 'move.loseD6', ['SUBTRACT_ROLL', 'DROP_DIE'] as const) === 'DROP_DIE';
  if (!u.vehicle) {
    const causes = slow ? 1 : 0;
    const n = QUALITY_PROFILES[u.quality].moveDice - (drop ? causes : 0);
    const k = Math.min(KEPT_DICE, n);
    return { n, k, fixed: obstacles * OBSTACLE_INCHES, losses: drop ? 0 : causes, text: `${n}d6, the best ${k}` };
  }
  const speed = effectiveSpeed({ speed: u.vehicle.speed, softSkinned: u.vehicle.softSkinned, onRoad: false });
  const terrain = boolRule(rules, 'move.vehicleLossPerCause') ? obstacles : Math.min(1, obstacles);
  const causes = terrain + (u.vehicle.damage.movementReduced === true ? 1 : 0);
  const n = Math.max(0, { slow: 3, medium: 4, fast: 5 }[speed] - (drop ? causes : 0));
  const veteran = u.roles.includes('veteran-tank-crew');
  const k = choiceRule(rules, 'move.vehicleDice', ['SUM_ALL', 'BEST_THREE'] as const) === 'BEST_THREE' ? Math.min(KEPT_DICE, n) : n;
  return { n: n + (veteran ? 1 : 0), k, fixed: 0, losses: drop ? 0 : causes, text: `${n + (veteran ? 1 : 0)}d6${k < n + (veteran ? 1 : 0) ? `, the best ${k}` : ''} (${speed})` };
}

const round1 = (x: number): number => Math.round(x * 10) / 10;

function movePreview(view: FireteamView, side: string, u: UnitViewData, to: Point, table: PageTable | undefined, rules: HouseRules): RuleResult<PagePreview> {
  const may = checkMayMove(asUnit(u), view.turn);
  if (!may.ok) return may;
  const from = u.position!;
  const board = fireteamScenario(table);
  const at = { x: round1(to.x), y: round1(to.y) };
  const command = { path: ['fireteam', 'move'], options: { unit: u.id, to: formatPoint(at) } };
  const phase = phaseLine(view, side, 'move');
  if (board?.board.kind === 'tabletop') {
    const pass = checkPassage({ table: board.board, features: board.features, from, to: at });
    if (!pass.ok) {
      // The rules refuse it before any die is rolled; across the river, the ring shows where the bank stops it.
      const short = pass.code === 'fireteam/impassable' ? [{ id: u.id, ...furthestPassable({ from, to: at, features: board.features }).to, ok: false }] : [];
      return ok({ ...command, lines: [phase.line], ends: short, refusal: { code: pass.code, params: pass.params ?? {} } });
    }
  }
  const crossed = obstaclesCrossed(board, from, at);
  const slow = slowGoingAlong(board, from, at)?.name;
  const dice = moveDice(u, crossed.length, slow !== undefined, rules);
  const wanted = distance(from, at);
  const chance = chanceToReach(dice.n, dice.k, dice.fixed, dice.losses, wanted);
  const most = Math.max(0, dice.k * 6 - dice.fixed - dice.losses);
  const lines: PageLine[] = [
    { text: `${u.id}: ${round1(wanted)}" to go, on ${dice.text}`, ok: true },
    ...crossed.map((name) => ({ text: `Crosses ${name}: ${u.vehicle ? 'an obstacle' : `−${OBSTACLE_INCHES}"`}`, ok: true })),
    ...(slow === undefined ? [] : [{ text: `Through ${slow}: slow going, −1D6`, ok: true }]),
    { text: chance >= 1 ? 'Certain to get there' : chance <= 0 ? `It cannot get there this turn (${most}" at most): it goes as far as its dice allow` : `${Math.round(chance * 100)}% to get all the way; short of it, it stops on the line`, ok: chance > 0 },
    phase.line,
  ];
  const end = chance > 0 ? at : { x: round1(from.x + ((at.x - from.x) * most) / wanted), y: round1(from.y + ((at.y - from.y) * most) / wanted) };
  return ok({ ...command, lines, ends: [{ id: u.id, ...end, ok: chance > 0 }], ...(phase.refusal ? { refusal: phase.refusal } : {}) });
}

function declarePreview(view: FireteamView, side: string, shooters: readonly UnitViewData[], targetId: string, table: PageTable | undefined): RuleResult<PagePreview> {
  const target = enemyOnTable(view, side, targetId);
  if (!target) return fail('fireteam/unknown-unit', { unit: targetId });
  const board = fireteamScenario(table);
  const lines: PageLine[] = shooters.map((s) => {
    if (!canFire(asUnit(s), view.turn)) return { text: `${s.id} may not shoot this turn (deployed this turn, on overwatch, riding or permanently pinned)`, ok: false };
    const far = `${round1(distance(s.position!, target.position!))}"`;
    const sight = board ? checkSight({ features: board.features, smoke: view.smoke, from: s.position!, to: target.position! }) : ok(true as const);
    const arc = checkFixedArc(asUnit(s), target.position);
    if (!sight.ok) return { text: `${s.id} → ${target.id}, ${far}: ${sight.code === 'fireteam/target-hidden' ? `hidden in ${sight.params?.['feature']}` : `${sight.params?.['feature']} blocks the line of sight`}`, ok: false };
    if (!arc.ok) return { text: `${s.id} → ${target.id}, ${far}: outside its fixed gun's arc`, ok: false };
    return { text: `${s.id} → ${target.id}, ${far}: in sight on the board`, ok: true };
  });
  const phase = phaseLine(view, side, 'declare-fire');
  const shots = shooters.map((s) => `${s.id} > ${target.id}`).join('; ');
  return ok({ path: ['fireteam', 'fire', 'declare'], options: { shots }, lines: [...lines, { text: 'Your units not chosen hold fire this phase', ok: true }, phase.line], ...(phase.refusal ? { refusal: phase.refusal } : {}) });
}

function resolvePreview(view: FireteamView, side: string, shooter: UnitViewData): RuleResult<PagePreview> {
  const shot = view.declarations.find((d) => sameName(d.side, side) && sameName(d.unit, shooter.id) && d.kind === 'direct');
  if (!shot) return fail('fireteam/unknown-unit', { unit: shooter.id });
  const phase = phaseLine(view, side, 'resolve-fire');
  return ok({ path: ['fireteam', 'fire', 'resolve'], options: { shooter: shooter.id }, lines: [{ text: `${shooter.id} shoots at ${shot.target}: d10 on its cover line, read from the board`, ok: true }, phase.line], ...(phase.refusal ? { refusal: phase.refusal } : {}) });
}

function preview(view: FireteamView, side: string, intent: PageIntent, table: PageTable | undefined, rules: HouseRules): RuleResult<PagePreview> {
  const mine = ownUnits(view, side, intent.units);
  if (!mine) return fail('fireteam/unknown-unit', { unit: intent.units.find((id) => !ownUnits(view, side, [id])) ?? '' });
  if (intent.order === 'move' && mine.length === 1 && intent.target?.kind === 'point') return movePreview(view, side, mine[0]!, intent.target, table, rules);
  if (intent.order === 'declare' && intent.target?.kind === 'unit') return declarePreview(view, side, mine, intent.target.id, table);
  if (intent.order === 'resolve' && mine.length === 1) return resolvePreview(view, side, mine[0]!);
  return fail('fireteam/unknown-unit', { unit: intent.units[0] ?? '' });
}

export const fireteamPage: PageKit<FireteamViewData> = { offers, preview };
