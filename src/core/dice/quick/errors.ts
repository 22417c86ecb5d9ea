/**
 * Why a quick roll is refused. Each has its words in src/app/messages.ts; the parameters name the
 * part that could not be read (`found`), what stood before it (`after`) and the nearest form that
 * can (`try`), which is itself a roll the front end reads.
 */
export type QuickDiceError =
  /** Nothing to roll. */
  | 'roll/empty'
  /** Longer than a roll may be, more dice than a roll may draw, or a die of too many sides. */
  | 'roll/notation-too-long'
  | 'roll/too-many-dice'
  | 'roll/too-many-sides'
  /** A die without its sides: `3d`. */
  | 'roll/missing-sides'
  /** Something after dice that is not a modifier: `4d6 x3`. */
  | 'roll/unknown-modifier'
  /** A modifier that needs its number: `4d6 k`. */
  | 'roll/modifier-needs-number'
  /** A word that is no dice, number, function or system: `4d6 + foo`. */
  | 'roll/unknown-word'
  /** An operator with nothing after it: `3d6+`. */
  | 'roll/missing-operand'
  /** A bracket opened and not closed: `(1d4, 2`. */
  | 'roll/unclosed'
  /** Text left over that is neither roll nor comment: `3d6 )`. */
  | 'roll/unexpected'
  /** A backtick, which would break the post's formatting. */
  | 'roll/backtick'
  /** More rolls in one command than fit a post: `;` four times. */
  | 'roll/too-many-rolls'
  /** A roll set outside 2–20: `30 4d6`. */
  | 'roll/set-size'
  /** `3d66`: a d66 is read one at a time. */
  | 'roll/d66-count'
  /** A die of 0 sides, or one too small for what is asked of it. */
  | 'roll/too-few-sides'
  /** Every face explodes or rerolls, so the roll would never stop: `1d20!<21`. */
  | 'roll/runaway'
  /** A divisor that is or can be 0: `1d6/0`. */
  | 'roll/division-by-zero'
  /** A keep or drop that leaves no die, always: `2d6 d4`. */
  | 'roll/keeps-nothing'
  /** A result too large to show: `1000^1000`. */
  | 'roll/too-large'
  /** A square root of what can be negative. */
  | 'roll/negative-root'
  /** An Earthdawn step outside the table. */
  | 'roll/earthdawn-step'
  /** A game system given dice it does not use: `wng 4d10`. */
  | 'roll/system-dice'
  /** A flag given a second time, or two readings at once: `3d6 vs 12 vs 10`. */
  | 'roll/twice';
