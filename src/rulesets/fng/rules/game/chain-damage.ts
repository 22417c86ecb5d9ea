import { combatDamage, effectiveImpact } from '../firefight/damage.js';
import type { FngEvent } from './events.js';
import { leaderDieApplies, rollLeaderDie } from '../firefight/leader-die.js';
import { recoverFromKnockDown } from '../firefight/recover.js';
import { cheatDeath, largerThanLife, rollStarPower, type DamageLevel as StarDamage } from '../figures/star.js';
import { figureOf, has, keyOf, leaderOf, updateFigure, type FngGame, type TableFigure } from './state.js';
import { damageWorsens, walkingWounded, type DamageLevel } from '../firefight/wounds.js';
import { type ChainEnv, freeWillOf, stripUndefined } from './chain-kit.js';

/**
 * Damage in the reaction chain (FNG 2nd Tour, Determining Damage p.32, seed L836–L851; Recover From Knock
 * Down p.23, L699–L703; the Stars' advantages p.3–4, L334–L353) and a figure going down (L716–L722).
 */

export const STAR_OF: Readonly<Record<DamageLevel | 'carry-on', StarDamage>> = {
  'carry-on': 'carry-on',
  stunned: 'stunned',
  'out-of-the-fight': 'out-of-fight',
  'obviously-dead': 'obviously-dead',
};

/**
 * Combat Damage for `hits` hits (L836–L851): one d6 each against the Impact after armour, a hit on a
 * target in cover (as the shot found it, `inCover`, else as it stands) with an even die a miss (house rule), Knocked Down taking Recover From Knock Down at
 * once; then Star Power, Larger Than Life and Cheating Death (L334–L353). Returns the level it ends at
 * (undefined if every hit missed), having applied it.
 */
export function damage(
  g0: FngGame,
  key: string,
  hits: number,
  attacker: TableFigure,
  weapon: { readonly impact: number; readonly name: string },
  env: ChainEnv,
  events: FngEvent[],
  opts: { readonly blast?: boolean; readonly melee?: boolean; readonly impact?: number; readonly inCover?: boolean } = {},
): { readonly game: FngGame; readonly level?: StarDamage } {
  let g = g0;
  const target = figureOf(g, key);
  const impact = opts.impact ?? effectiveImpact({ impact: weapon.impact, blast: opts.blast === true, flakJacket: target.gear.includes('flak-jacket'), chickenPlate: target.gear.includes('chicken-plate') });
  let level: DamageLevel | undefined;
  const worse = (a: DamageLevel | undefined, b: DamageLevel): DamageLevel => (a === undefined || ['stunned', 'out-of-the-fight', 'obviously-dead'].indexOf(b) > ['stunned', 'out-of-the-fight', 'obviously-dead'].indexOf(a) ? b : a);
  for (let i = 0; i < hits && level !== 'obviously-dead'; i++) {
    const inCover = (opts.inCover ?? target.inCover === true) && opts.melee !== true && opts.blast !== true;
    const roll = combatDamage(env.roller, { impact, inCover, coverEvenMiss: env.rules.coverEvenMiss, ...(opts.melee ? { melee: true } : {}) }, `damage ${target.id}`);
    if (!roll.ok) throw new Error(`impact ${impact} refused`);
    events.push({ kind: 'damage', figure: key, impact, roll: roll.value, inCover });
    const res = roll.value.result;
    if (res === 'miss') continue;
    if (res === 'knocked-down') {
      const leader = leaderOf(g, target);
      let ld: boolean | undefined;
      if (leader?.leaderDie && leaderDieApplies('recover', env.rules.leaderDieTests)) {
        const l = rollLeaderDie(env.roller, { leaderRep: leader.rep }, `leader die ${figureOf(g, leader.id).id}`);
        if (l.ok) {
          ld = l.value.passed;
          events.push({ kind: 'leader-die', leader: leader.id, test: 'Recover From Knock Down', passed: ld, part: l.value.part });
        }
      }
      const choice = target.star && env.rules.freeWillRecover ? freeWillOf(target, {}) : undefined;
      const rec = recoverFromKnockDown(
        env.roller,
        { rep: target.rep, flakJacket: target.gear.includes('flak-jacket'), hardAsNails: has(target, 'hard-as-nails'), ...(ld === undefined ? {} : { leaderDie: ld }), leaderDieTests: env.rules.leaderDieTests, ...(choice === undefined ? {} : { choice }), freeWillRecover: env.rules.freeWillRecover },
        `recover ${target.id}`,
      );
      if (!rec.ok) throw new Error(`recover refused: ${rec.code}`);
      events.push({ kind: 'recover', figure: key, result: rec.value });
      level = worse(level, rec.value.outcome);
    } else {
      level = worse(level, res === 'obviously-dead' ? 'obviously-dead' : 'out-of-the-fight');
    }
  }
  if (level === undefined) return { game: g };
  let final: StarDamage = STAR_OF[level];
  if (target.starPower > 0) {
    const sp = rollStarPower({ figure: target.id, dice: target.starPower, damage: [final] }, env.roller);
    if (sp.ok) {
      events.push({ kind: 'star-power', figure: key, result: sp.value });
      final = sp.value.damage[0] ?? final;
      g = updateFigure(g, key, (f) => ({ ...f, starPower: sp.value.diceLeft }));
    }
  }
  if (target.star) {
    const ltl = largerThanLife(final, target.rep, attacker.rep);
    if (ltl !== final) events.push({ kind: 'larger-than-life', figure: key });
    final = ltl;
    const cd = cheatDeath({ figure: target.id, damage: final, starRep: target.rep, attackerRep: attacker.rep });
    // The Star may declare it (L338); his standing answer says whether he does, and he does unless told not to.
    if (cd.ok && target.cheatDeath !== false) {
      events.push({ kind: 'cheat-death', figure: key, rep: cd.value.rep });
      return { game: updateFigure(g, key, (f) => ({ ...f, status: 'cheated-death', rep: cd.value.rep })), level: 'obviously-dead' };
    }
  }
  // A result no worse than the figure's state leaves it as it is (L938): it does not go down again.
  const goes = final === 'carry-on' || damageWorsens(figureOf(g, key).status, final);
  return { game: fallDown(g, key, final, env, events, attacker), ...(goes ? { level: final } : {}) };
}

/**
 * A figure goes down (or shakes it off): Stunned, Out of the Fight (walking wounded on 1–2, L720) or
 * Obviously Dead — unless it is already as bad or worse, when it stays as it is (L938) and the post says so.
 */
export function fallDown(g0: FngGame, key: string, level: StarDamage, env: ChainEnv, events: FngEvent[], by?: TableFigure): FngGame {
  if (level === 'carry-on') return g0;
  const f = figureOf(g0, key);
  if (!damageWorsens(f.status, level)) {
    events.push({ kind: 'stays', figure: key, status: f.status, level });
    return g0;
  }
  // Whoever inflicted it gets the credit (L2268): an enemy figure put down by a Free World figure on the table keeps whose attack it was.
  const credit = by && f.side === 'cf' && by.side === 'fwf' && g0.figures.some((x) => keyOf(x) === keyOf(by)) ? keyOf(by) : undefined;
  let g = credit ? updateFigure(g0, key, (x) => ({ ...x, downedBy: credit })) : g0;
  if (f.carrying !== undefined) {
    events.push({ kind: 'dropped', carrier: key, casualty: f.carrying });
    g = updateFigure(updateFigure(g, f.carrying, (c) => ({ ...c, carriedBy: undefined as never })), key, (x) => ({ ...x, carrying: undefined as never }));
    g = { ...g, figures: g.figures.map((x) => stripUndefined(x)) };
  }
  if (level === 'stunned') {
    events.push({ kind: 'down', figure: key, level: 'stunned' });
    return updateFigure(g, key, (x) => ({ ...x, status: 'stunned', stunnedAt: g.serial, fighting: [] }));
  }
  if (level === 'obviously-dead') {
    events.push({ kind: 'down', figure: key, level: 'obviously-dead' });
    return updateFigure(g, key, (x) => ({ ...x, status: 'obviously-dead', fighting: [] }));
  }
  const w = walkingWounded(env.roller, `walking wounded ${f.id}`);
  events.push({ kind: 'down', figure: key, level: 'out-of-fight', walking: { walks: w.walkingWounded, part: w.part } });
  return updateFigure(g, key, (x) => ({ ...x, status: 'out-of-fight', walkingWounded: w.walkingWounded, fighting: [] }));
}
