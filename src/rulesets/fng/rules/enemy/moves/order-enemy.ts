import { distance, type Point } from '../../../../../core/board/geometry.js';
import { fail, ok, type RuleResult } from '../../../../../core/result.js';
import type { FngEvent } from '../../game/events.js';
import { openReach } from '../../terrain/sight-line.js';
import { chainEnv, readyFigure, type OrderArgs, type Ordered } from '../../game/order.js';
import { reconByFire } from '../pef.js';
import { OUT_OF_AMMO_ONES_WITH_LOADER } from '../../firefight/ranged-combat.js';
import { keyOf, ownFigure, updateFigure, type FngGame, type TableFigure } from '../../game/state.js';
import type { WeaponId } from '../../figures/weapons.js';

/**
 * The players' orders against the enemy the bot plays, and the GM's correction of its moves.
 */

export type EnemyOrderError = 'fng/no-mission' | 'fng/unknown-pef' | 'fng/gm-only' | 'fng/no-recon-firers' | 'fng/already-fired' | 'fng/no-weapon' | 'fng/recon-out-of-reach';

/** A PEF marker by its number ("P2", "p2"); markers are public, so this refusal tells nothing. */
function pefOf(g: FngGame, ref: string): RuleResult<{ readonly id: string; readonly at: Point }, 'fng/unknown-pef'> {
  const p = (g.pefs ?? []).find((x) => x.id.toLowerCase() === ref.trim().toLowerCase());
  return p ? ok(p) : fail('fng/unknown-pef', { pef: ref.trim(), pefs: (g.pefs ?? []).map((x) => x.id).join(', ') || 'none' });
}

/**
 * Recon by Fire (p.32–33, L853–L867): figures of the acting side fire their active fire at a PEF
 * within twice their LOS, each its weapon's TR in d6; more sixes than the PEF's REP resolve it at once.
 * The bot then resolves it (its dice), and troops take each six beyond the REP as a hit and Received
 * Fire (`reconHits`). Whether the sixes were enough is all it says of the REP.
 */
export function reconOrder(a: OrderArgs, input: { readonly firers: readonly string[]; readonly pef: string }): RuleResult<Ordered> {
  const g0 = a.game;
  if (!g0.mission) return fail('fng/no-mission');
  const pef = pefOf(g0, input.pef);
  if (!pef.ok) return pef;
  if (input.firers.length === 0) return fail('fng/no-recon-firers');
  const env = chainEnv(a);
  const firers: TableFigure[] = [];
  for (const ref of input.firers) {
    const f = readyFigure(a, ref, 'fng/already-fired');
    if (!f.ok) return f;
    const w = f.value.weapon === undefined ? undefined : env.weapons[f.value.weapon as WeaponId];
    if (!w || w.targets.kind !== 'tr') return fail('fng/no-weapon', { figure: f.value.id });
    firers.push(f.value);
  }
  const far = Math.max(...firers.map((f) => distance(f.at!, pef.value.at)));
  const los = openReach(g0.mission);
  const r = reconByFire(a.roller, {
    pefId: pef.value.id,
    pefRep: g0.mission.pefRep,
    firers: firers.map((f) => {
      const w = env.weapons[f.weapon as WeaponId];
      return { id: f.id, tr: w.targets.kind === 'tr' ? w.targets.tr : 1, crewServed: ['lmg', 'mmg', 'hmg'].includes(w.class) };
    }),
    distanceInches: Math.round(far * 10) / 10,
    losInches: los,
  });
  if (!r.ok) return r;
  // Firers are out of ammo, but a crew-served weapon, whose loader counts its ones as in any fire (L855, L791).
  const dry = (f: TableFigure): boolean => {
    const res = r.value.firers.find((z) => z.id === f.id);
    return res?.ammo === 'out' || (res?.ones ?? 0) >= OUT_OF_AMMO_ONES_WITH_LOADER;
  };
  let g: FngGame = firers.reduce((x, f) => updateFigure(x, keyOf(f), (y) => ({ ...y, fired: true, ...(dry(f) ? { outOfAmmo: true } : {}) })), g0);
  const events: FngEvent[] = [{ kind: 'recon', pef: pef.value.id, firers: r.value.firers.map((f) => ({ figure: keyOf({ side: a.side, id: f.id }), sixes: f.sixes, ones: f.ones })), sixes: r.value.sixes, resolved: r.value.resolved, parts: r.value.parts }];
  if (!r.value.resolved) return ok({ game: g, events });
  // What the PEF is belongs to the enemy's dice: the bot resolves it at once after this order, in its own roll.
  g = { ...g, pefs: (g.pefs ?? []).map((p) => (p.id === pef.value.id ? { ...p, recon: { by: keyOf(firers[0]!), hits: r.value.hitsIfTroops } } : p)) };
  return ok({ game: g, events });
}

/**
 * The GM corrects where the bot put the enemy (plan §3 package B: "the GM may override it with one
 * command"): PEF markers and enemy figures to the spots she names.
 */
export function enemyMoveOrder(a: OrderArgs & { readonly gm: boolean }, moves: readonly { readonly figure: string; readonly at: Point }[]): RuleResult<Ordered> {
  if (!a.gm) return fail('fng/gm-only');
  if (!a.game.mission) return fail('fng/no-mission');
  let g = a.game;
  const events: FngEvent[] = [];
  for (const m of moves) {
    const pef = (g.pefs ?? []).find((p) => p.id.toLowerCase() === m.figure.trim().toLowerCase());
    if (pef) {
      g = { ...g, pefs: (g.pefs ?? []).map((p) => (p.id === pef.id ? { ...p, at: m.at } : p)) };
      events.push({ kind: 'pef-moved', pef: pef.id, from: pef.at, to: m.at, how: 'toward-enemy', inSight: false });
      continue;
    }
    const f = ownFigure(g, 'cf', m.figure);
    if (!f.ok) return fail('fng/unknown-pef', { pef: m.figure.trim(), pefs: (g.pefs ?? []).map((x) => x.id).join(', ') || 'none' });
    g = updateFigure(g, keyOf(f.value), (x) => ({ ...x, at: m.at }));
    events.push({ kind: 'placed', figure: keyOf(f.value), at: m.at });
  }
  return ok({ game: g, events });
}
