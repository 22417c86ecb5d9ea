import { parsePoint } from '../../../../core/board/geometry.js';
import type { FireteamScenario } from '../table/scenario.js';
import { fail, ok, type RuleResult } from '../../../../core/result.js';
import { namesUnit } from '../../../../core/unit-ref.js';
import { declarationsOf, type FireteamGame } from '../game/game.js';
import { checkShotSight, type SightError } from '../table/line-of-sight.js';
import { enemyRef, enemyUnit, findSide, findUnit, knownEnemyUnit, ownUnit, type FireDeclaration, type FireteamState, type SightAttested, type StateError } from '../game/state.js';
import { hasRole, isOnTable, isVehicle } from '../troops/units.js';
import type { HouseRules } from '../../../../core/house-rules.js';
import { antiTankShotCheck, type AntiTankShotError } from '../troops/anti-tank-weapon.js';
import { rangeInches } from '../table/table-reading.js';
import { directShotCheck } from './direct-fire.js';
import type { ShotError } from './fire.js';
import { returnFireTarget, whyCannotFire } from './may-fire.js';

export type FireDeclarationError =
  | StateError
  | 'fireteam/cannot-fire'
  | 'fireteam/duplicate-declaration'
  | 'fireteam/needs-target'
  | 'fireteam/needs-aim-point'
  | 'fireteam/not-an-aop'
  | 'fireteam/not-a-vehicle'
  | 'fireteam/aboard'
  | 'fireteam/must-return-fire'
  | 'fireteam/radio-damaged'
  | 'fireteam/not-a-sniper'
  | 'fireteam/bad-joined-shot';

/**
 * Seed 004, Firing: a side nominates all its targets at once before any shooting; the enemy's are
 * kept from it until it has declared too ("Shooting is simultaneous"). Direct and anti-tank fire name
 * an enemy unit on the table (anti-tank: a vehicle); indirect fire and smoke are called in by an AOP
 * on an aim point. Units deployed this turn, on overwatch or permanently pinned may not shoot. An empty
 * list holds fire.
 */
export function declareFire(
  state: FireteamState,
  side: string,
  declarations: readonly FireDeclaration[],
): RuleResult<{ readonly state: FireteamState; readonly revealed: boolean }, FireDeclarationError> {
  const own = findSide(state, side);
  if (own === undefined) return fail('fireteam/unknown-side', { side });
  const seen = new Set<string>();
  const checked: FireDeclaration[] = [];
  for (const d of declarations) {
    const found = ownUnit(state, own, d.unit);
    if (!found.ok) return found;
    const u = found.value;
    if (seen.has(u.id)) return fail('fireteam/duplicate-declaration', { unit: u.id });
    seen.add(u.id);
    if (d.kind === 'direct' || d.kind === 'anti-tank') {
      const why = whyCannotFire(u, state.turn);
      if (why !== undefined) return fail('fireteam/cannot-fire', { unit: u.id, reason: why });
      if (d.target === undefined) return fail('fireteam/needs-target', { unit: u.id });
      const t = enemyUnit(state, own, d.target);
      if (!t.ok) return t;
      if (t.value.aboard !== undefined) return fail('fireteam/aboard', { unit: t.value.id, vehicle: t.value.aboard });
      if (d.kind === 'anti-tank' && !isVehicle(t.value)) return fail('fireteam/not-a-vehicle', { unit: t.value.id });
      const must = returnFireTarget(state, u);
      if (must !== undefined && must !== t.value.id) return fail('fireteam/must-return-fire', { unit: u.id, target: must });
      checked.push({ unit: u.id, kind: d.kind, target: t.value.id, ...(d.with === undefined ? {} : { with: d.with }) });
    } else {
      if (!hasRole(u, 'aop')) return fail('fireteam/not-an-aop', { unit: u.id });
      if (!isOnTable(u)) return fail('fireteam/cannot-fire', { unit: u.id, reason: 'off-table' });
      if (u.vehicle?.damage.radioDamaged === true) return fail('fireteam/radio-damaged', { unit: u.id });
      if (d.aimPoint === undefined) return fail('fireteam/needs-aim-point', { unit: u.id });
      checked.push({ unit: u.id, kind: d.kind, aimPoint: d.aimPoint });
    }
  }
  const joined = joinSnipers(state, own, checked);
  if (!joined.ok) return joined;
  const done = [...state.step.done, own];
  const sides = [...(state.declarationSides ?? state.declarations.map(() => '')), ...joined.value.map(() => own)];
  const next: FireteamState = {
    ...state,
    declarations: [...state.declarations, ...joined.value],
    ...(sides.length > 0 ? { declarationSides: sides } : {}),
    step: { ...state.step, done },
  };
  return ok({ state: next, revealed: state.sides.every((s) => done.includes(s)) });
}

/**
 * Seed 004, Special Units: Snipers, "Shooting effect added to another teams". A sniper's shot
 * declared `with` another of the side's direct shots at the same target adds its hits to that shot,
 * resolved once; only snipers join, and only a team shooting on its own.
 */
function joinSnipers(state: FireteamState, side: string, shots: readonly FireDeclaration[]): RuleResult<FireDeclaration[], FireDeclarationError> {
  const out: FireDeclaration[] = [];
  for (const d of shots) {
    if (d.with === undefined) {
      out.push(d);
      continue;
    }
    const sniper = findUnit(state, { side, id: d.unit })!;
    if (!hasRole(sniper, 'sniper') || d.kind !== 'direct') return fail('fireteam/not-a-sniper', { unit: sniper.id });
    const partner = shots.find((x) => namesUnit({ side, id: x.unit }, d.with!));
    if (!partner || partner.kind !== 'direct' || partner.target !== d.target || partner.with !== undefined || partner.unit === d.unit) {
      return fail('fireteam/bad-joined-shot', { unit: sniper.id, with: d.with, target: d.target ?? '' });
    }
    out.push({ ...d, with: partner.unit });
  }
  return ok(out);
}

const MAX_SHOTS = 30;

/**
 * Seed 004, Firing: Targets, as typed — "sq1-ft1 > g-ft2; snp > g-ft2 with sq1-ft1; hmg > tiger;
 * co > 40,20 smoke": one shot per entry, separated by `;`. A unit target is direct fire, or anti-tank
 * fire at an armoured vehicle the side knows of (a soft-skinned one is shot at as a section); `with`
 * adds a sniper's shot to another team's; a point is an AOP's aim point for indirect fire, `smoke`
 * after it for smoke. Nothing, or "none", holds fire.
 */
export function parseShots(game: FireteamState, text: string | undefined, side?: string): RuleResult<FireDeclaration[], 'fireteam/bad-shots'> {
  if (text === undefined || text.trim() === '' || text.trim().toLowerCase() === 'none') return ok([]);
  const out: FireDeclaration[] = [];
  const entries = text.split(/[;\n]/).map((e) => e.trim()).filter(Boolean);
  if (entries.length > MAX_SHOTS) return fail('fireteam/bad-shots', { text: `more than ${MAX_SHOTS} shots` });
  for (const entry of entries) {
    const m = /^([^>]+?)\s*>\s*(.+?)(?:\s+with\s+(\S+))?(\s+smoke)?$/i.exec(entry);
    if (!m || (m[3] && m[4])) return fail('fireteam/bad-shots', { text: entry.slice(0, 40) });
    const unit = m[1]!.trim();
    const target = m[2]!.trim();
    const point = parsePoint(target);
    if (point.ok && !m[3]) out.push({ unit, kind: m[4] ? 'smoke' : 'indirect', aimPoint: point.value });
    else if (point.ok || m[4]) return fail('fireteam/bad-shots', { text: entry.slice(0, 40) });
    else {
      // The target is an enemy unit the side knows of (any unit, when no side is given).
      const t = side === undefined ? findUnit(game, target) : knownEnemyUnit(game, side, target);
      out.push({ unit, kind: t && isVehicle(t) && t.vehicle?.softSkinned !== true ? 'anti-tank' : 'direct', target, ...(m[3] ? { with: m[3] } : {}) });
    }
  }
  return ok(out);
}

/**
 * Seed 004, Firing: `side` nominates all its targets at once, as typed (`parseShots`, `declareFire`);
 * each shot needs its target in sight on the board (Cover; a fixed gun's arc) unless `visible`
 * attests that it is, and what its resolution will check before any die: a direct shot a weapon with
 * fire effect in range (`directShotCheck`), an anti-tank shot an anti-tank weapon that reaches
 * (`antiTankShotCheck`) — so a shot accepted now is not refused for these when resolved.
 * `revealed`: both sides have now declared.
 */
export function declareShots(
  game: FireteamGame,
  side: string,
  shots: string | undefined,
  visible: boolean,
  board: FireteamScenario | undefined,
  rules: HouseRules,
): RuleResult<
  { readonly game: FireteamGame; readonly revealed: boolean; readonly shots: readonly FireDeclaration[] },
  FireDeclarationError | SightError | 'fireteam/bad-shots' | 'fireteam/no-weapon' | ShotError | AntiTankShotError
> {
  const parsed = parseShots(game, shots, side);
  if (!parsed.ok) return parsed;
  const declared = declareFire(game, side, parsed.value);
  if (!declared.ok) return declared;
  const attested = new Map<string, SightAttested>();
  for (const d of declarationsOf(declared.value.state, side)) {
    if (d.target === undefined) continue;
    const shooter = findUnit(game, { side, id: d.unit });
    const target = findUnit(game, enemyRef(game, side, d.target));
    if (!shooter || !target) continue;
    const seen = checkShotSight(game, board, shooter, target);
    // `visible:true` is the side's word against the board: kept with the shot, and shown when fire is revealed.
    if (!seen.ok && !visible) return seen;
    if (!seen.ok) attested.set(d.unit, attestedOf(seen.code, seen.params ?? {}));
    const ready = d.kind === 'anti-tank' ? antiTankShotCheck(shooter, target, rangeInches(shooter.position, target.position)) : directShotCheck(shooter, target, rules);
    if (!ready.ok) return { ...ready, params: { ...ready.params, unit: shooter.id, target: target.id } };
  }
  // This side's declarations are those just added, after the other side's.
  const state = declared.value.state;
  const before = game.declarations.length;
  const marked = attested.size === 0 ? state : { ...state, declarations: state.declarations.map((d, i) => (i >= before && attested.has(d.unit) ? { ...d, attested: attested.get(d.unit)! } : d)) };
  return ok({ game: marked, revealed: declared.value.revealed, shots: parsed.value });
}

/** A sight refusal as what the board read against the shot. */
function attestedOf(code: SightError, params: Readonly<Record<string, string | number>>): SightAttested {
  if (code === 'fireteam/outside-arc') return { why: 'arc', degrees: Number(params['degrees'] ?? 0) };
  return { why: code === 'fireteam/target-hidden' ? 'hidden' : 'blocked', feature: String(params['feature'] ?? '') };
}
