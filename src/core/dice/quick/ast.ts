/**
 * The normalised form of a quick roll: what every notation family the front end reads (the roller's
 * own, Avrae's d20, Dice Maiden's flags and systems, the wargamer's forms) comes down to before a die
 * is drawn. `show.ts` prints it back in one notation; `evaluate.ts` rolls it.
 */

/** A comparison, as a comparison point on one die or as a test of two values. */
export type Cmp = '>=' | '<=' | '>' | '<' | '=' | '!=';

/** "Faces that compare so with value": `>=5`, `=1`. */
export interface CmpPoint {
  readonly cmp: Cmp;
  readonly value: number;
}

/** Which dice (or items of a set) an operation picks: the n highest or lowest, or by value. */
export type Selector =
  | { readonly by: 'highest' | 'lowest'; readonly n: number }
  | { readonly by: 'value'; readonly cmp: Cmp; readonly value: number };

/** A die's faces: numbered 1..n, or Fudge (−1, 0, +1; `F.1` has one + and one − of six). */
export type Sides = { readonly kind: 'faces'; readonly n: number } | { readonly kind: 'fudge'; readonly nonBlanks: 1 | 2 };

/**
 * An operation on a term's dice, applied in the order written (as Avrae does), each one seeing only
 * the dice still kept. Consecutive keeps (or drops) are one operation keeping (dropping) any die any
 * of its selectors picks: Avrae's `k1k2` keeps the ones and the twos.
 */
export type DiceOp =
  | { readonly op: 'keep' | 'drop'; readonly sels: readonly Selector[] }
  /**
   * A die that matches rolls another: `again` for as long as the new dice match (the roller's `!`,
   * Dice Maiden's `ie`), `once` for one more die only (Dice Maiden's `e`), `compound` adding the new
   * dice into the one that exploded (`!!`), `penetrate` taking 1 off each new die (`!p`).
   */
  | { readonly op: 'explode'; readonly on: CmpPoint; readonly style: 'again' | 'once' | 'compound' | 'penetrate' | 'compound-penetrate' }
  /**
   * Dice that match are rolled anew: `until` none match, `once`, or `add` (Avrae's `ra`: the first
   * die that matches rolls one more die, both kept).
   */
  | { readonly op: 'reroll'; readonly on: Selector; readonly style: 'until' | 'once' | 'add' }
  /** Every kept die reads at least (`min`) or at most (`max`) this value. */
  | { readonly op: 'min' | 'max'; readonly value: number }
  /** A die showing what an earlier die shows is rolled anew (once, or until it differs). */
  | { readonly op: 'unique'; readonly once: boolean; readonly on?: CmpPoint };

/**
 * Counting instead of summing: each kept die that is a success counts 1 (2 when it also reaches
 * `double`), each failure −1. Botches are counted and shown, and change nothing.
 */
export interface Counting {
  readonly success?: CmpPoint;
  readonly failure?: CmpPoint;
  readonly double?: number;
  readonly botch?: number;
}

export type Annotated = { readonly label?: string };

export type Node =
  | ({ readonly kind: 'number'; readonly value: number } & Annotated)
  | ({
      readonly kind: 'dice';
      readonly count: number;
      readonly sides: Sides;
      /** How the sides were written when it was not plain `dN`: `%` for d%. */
      readonly percent?: boolean;
      readonly ops: readonly DiceOp[];
      readonly counting?: Counting;
      readonly sort?: 'asc' | 'desc';
    } & Annotated)
  /** A d66: one d6 for the tens and one for the units, 11–66. */
  | ({ readonly kind: 'd66' } & Annotated)
  /** Avrae's set `(a, b, c)` (the roller's group `{a, b}`): the sum of its kept items. */
  | ({ readonly kind: 'set'; readonly items: readonly Node[]; readonly ops: readonly DiceOp[] } & Annotated)
  /** `(x)`, with keep/drop operations on what `x` is made of (`((10d6kh5)kl2)kh1`). */
  | ({ readonly kind: 'paren'; readonly inner: Node; readonly ops: readonly DiceOp[] } & Annotated)
  | { readonly kind: 'unary'; readonly op: '+' | '-'; readonly arg: Node }
  | { readonly kind: 'binary'; readonly op: BinaryOp; readonly left: Node; readonly right: Node }
  /** A test of two values: 1 when it holds, 0 when not (Avrae's comparisons, `3d6<=12`). */
  | { readonly kind: 'compare'; readonly cmp: Cmp; readonly left: Node; readonly right: Node }
  | { readonly kind: 'call'; readonly fn: MathFunction; readonly args: readonly Node[] };

export type BinaryOp = '+' | '-' | '*' | '/' | '//' | '%' | '^';

export const MATH_FUNCTIONS = ['floor', 'ceil', 'round', 'abs', 'min', 'max', 'pow', 'sqrt', 'sign'] as const;
export type MathFunction = (typeof MATH_FUNCTIONS)[number];

/**
 * How a roll's result is read beyond its total: a game system's own reading of the dice (Dice
 * Maiden's systems), or a test against a target.
 */
export type Reading =
  | { readonly kind: 'total' }
  /** Roll-under: the total against a target (`3d6 vs 12`: passes on 12 or less). */
  | { readonly kind: 'under'; readonly target: number }
  /** Dice that pass, each against a target (`2d6 vs 4`: Two Hour Wargames' "pass 2d6/1d6/0d6"). */
  | { readonly kind: 'pass-dice'; readonly target: number }
  /** Warhammer 40k: Wrath & Glory — icons of a d6 pool, one of them the Wrath die; a test of `dn`. */
  | { readonly kind: 'wrath'; readonly dn?: number; readonly wrathDice: number }
  /** Dark Heresy 2e: the roll as written, with Righteous Fury on a natural 10. */
  | { readonly kind: 'fury' }
  /** Godbound: damage through the chart (each die of a pool, or the total of one die). */
  | { readonly kind: 'godbound' }
  /** Hero System 5e: normal damage of `dice` d6 (and what is added), STUN and BODY. */
  | { readonly kind: 'hero-normal'; readonly dice: number }
  /** Hero System 5e: killing damage (BODY, a STUN multiplier of 1d6−1 plus `plus`, at least 1). */
  | { readonly kind: 'hero-killing'; readonly dice: number; readonly plus: number }
  /** Hero System 5e: to hit, 11 + OCV − 3d6, the DCV hit. */
  | { readonly kind: 'hero-hit'; readonly ocv: number };

/** Display flags that change what the post shows, never what is drawn. */
export interface Display {
  /** Dice Maiden's `s`: the total without the dice. */
  readonly simple?: boolean;
  /** Dice Maiden's `nr`: the dice without a total. */
  readonly noResult?: boolean;
}

/** One roll of a command: a repeated set (`6 4d6`) of one expression, read one way. */
export interface QuickRoll {
  readonly sets: number;
  readonly expr: Node;
  readonly reading: Reading;
  readonly display: Display;
}
