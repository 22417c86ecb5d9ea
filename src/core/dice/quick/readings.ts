import type { QuickRoll } from './ast.js';
import { outermost } from './normal-form.js';
import { evaluate, godboundDamage, total, type Draws, type Res } from './evaluate.js';
import { diceTerms, shown } from './render-result.js';

/** One set of a roll, read: the dice, the number it comes to, and what the post says of it. */
export interface SetOutcome {
  readonly res: Res;
  readonly total: number;
  /** After the dice: `= **3** successes`, `vs 12: **pass**`. */
  readonly result: string;
  /** What a system or a count adds: botches, Righteous Fury, the Wrath die. */
  readonly notes: readonly string[];
  /** Dice shown apart from the expression's (the Wrath die, the STUN multiplier). */
  readonly more?: string;
}

function plural(n: number, one: string, many: string): string {
  return `${shown(n)} ${Math.abs(n) === 1 ? one : many}`;
}


function botches(res: Res): string[] {
  const n = diceTerms(res).reduce((a, t) => a + t.dice.filter((d) => d.kept && d.botch).length, 0);
  return diceTerms(res).some((t) => t.node.counting?.botch !== undefined) ? [plural(n, 'botch', 'botches')] : [];
}

/** Rolls one set of `roll` and reads it as its system or test says. */
export function rollSet(roll: QuickRoll, draws: Draws): SetOutcome {
  const r = roll.reading;
  const res = evaluate(roll.expr, draws);
  const notes = botches(res);
  switch (r.kind) {
    case 'total': {
      const t = total(res);
      const node = outermost(roll.expr);
      if (node.kind === 'compare') return { res, total: t, result: `→ **${t ? 'pass' : 'fail'}**`, notes };
      const counts = node.kind === 'dice' && node.counting && (node.counting.success || node.counting.failure);
      return { res, total: t, result: `= **${shown(t)}**${counts ? ` ${Math.abs(t) === 1 ? 'success' : 'successes'}` : ''}`, notes };
    }
    case 'under': {
      const sum = total(res);
      const pass = sum <= r.target;
      return { res, total: pass ? 1 : 0, result: `= ${shown(sum)} vs ${r.target}: **${pass ? 'pass' : 'fail'}**`, notes };
    }
    case 'pass-dice': {
      const [term] = diceTerms(res);
      const passed = term!.dice.filter((d) => d.value <= r.target).length;
      const sides = term!.node.sides.kind === 'faces' ? term!.node.sides.n : 6;
      return { res, total: passed, result: `vs ${r.target}: **passes ${passed}d${sides}**`, notes };
    }
    case 'wrath':
      return wrath(res, r.wrathDice, r.dn, notes);
    case 'fury': {
      const t = total(res);
      const fury = diceTerms(res).some((term) => term.node.sides.kind === 'faces' && term.node.sides.n === 10 && term.dice.some((d) => d.kept && d.value === 10));
      return { res, total: t, result: `= **${shown(t)}**`, notes: fury ? [...notes, 'Righteous Fury! (a natural 10)'] : notes };
    }
    case 'godbound': {
      // Dice Maiden: a pool of several dice goes through the chart die by die; otherwise the total does.
      const pools = diceTerms(res).filter((t) => t.node.count > 1);
      for (const p of pools) p.chart = true;
      const raw = total(res);
      const damage = pools.length ? raw : godboundDamage(raw);
      return { res, total: damage, result: `${pools.length ? '' : `= ${shown(raw)} `}→ **${plural(damage, 'point', 'points')}** of damage`, notes };
    }
    case 'hero-normal': {
      const stun = total(res);
      const body = diceTerms(res)
        .filter((t) => t.node.sides.kind === 'faces' && t.node.sides.n === 6)
        .reduce((a, t) => a + t.dice.reduce((b, d) => b + (d.kept ? (d.value === 1 ? 0 : d.value === 6 ? 2 : 1) : 0), 0), 0);
      return { res, total: stun, result: `= **${shown(stun)} STUN**, ${shown(body)} BODY`, notes };
    }
    case 'hero-killing': {
      const body = total(res);
      const face = draws.draw({ kind: 'faces', n: 6 });
      const multiplier = Math.max(1, face - 1 + r.plus);
      return {
        res,
        total: body,
        result: `= **${shown(body)} BODY**, STUN ×${multiplier} = ${shown(body * multiplier)}`,
        notes,
        more: `STUN multiplier [${face}]-1${r.plus ? `+${r.plus}` : ''}`,
      };
    }
    case 'hero-hit': {
      const t = total(res);
      return { res, total: t, result: `= **${shown(t)}**: hits DCV ${shown(t)} or lower`, notes };
    }
  }
}

/**
 * Warhammer 40k: Wrath & Glory (Dice Maiden's `wng`): a 4 or 5 is an icon, a 6 an exalted icon worth
 * two; the last die is the Wrath die (counted too), a 6 on it a critical and a point of Glory, a 1 a
 * Complication. `dn` is the test's difficulty.
 */
function wrath(res: Res, wrathDice: number, dn: number | undefined, notes: string[]): SetOutcome {
  const [term] = diceTerms(res);
  const dice = term!.dice;
  const icon = (v: number) => (v === 6 ? 2 : v >= 4 ? 1 : 0);
  const icons = dice.reduce((a, d) => a + icon(d.value), 0);
  const exalted = dice.filter((d) => d.value === 6).length;
  const out = [...notes];
  let more = 'no Wrath die';
  if (wrathDice) {
    const w = dice[dice.length - 1]!.value;
    more = `Wrath die [${w}]`;
    if (w === 6) out.push('Wrath 6: a critical hit and a point of Glory');
    if (w === 1) out.push('Wrath 1: a Complication');
  }
  if (dn !== undefined) out.push(icons >= dn ? `test passed (DN ${dn})` : `test failed (DN ${dn})`);
  return { res, total: icons, result: `= **${plural(icons, 'icon', 'icons')}** (${exalted} exalted)`, notes: out, more };
}

