import { Unreadable } from './scanner.js';

/**
 * Dice Maiden's aliases that are shorthand for ordinary notation: a word read where a term can
 * stand, replaced by the roll it names (as Dice Maiden itself does), which the grammar then reads.
 * Dice Maiden README (Alias Rolls) and src/dice_maiden_logic.rb (alias_input_map).
 */
export interface Alias {
  readonly name: string;
  /** Sticky and case-insensitive; a match must end where the word ends. */
  readonly pattern: RegExp;
  readonly expand: (m: RegExpExecArray) => string;
}

const END = '(?![\\p{L}\\p{N}])';
const word = (source: string): RegExp => new RegExp(`${source}${END}`, 'iuy');

/**
 * Earthdawn steps 1–50 (Dice Maiden's table, earthdawn_logic.rb): every die explodes again on its
 * highest face (`ie`). Steps 29 and 30, and 44 and 45, are the same there and so here.
 */
const EARTHDAWN = [
  '1d4-2', '1d4-1', '1d4', '1d6', '1d8', '1d10', '1d12', '2d6', '1d8+1d6', '2d8',
  '1d10+1d8', '2d10', '1d12+1d10', '2d12', '1d12+2d6', '1d12+1d8+1d6', '1d12+2d8', '1d12+1d10+1d8', '1d20+2d6', '1d20+1d8+1d6',
  '1d20+1d10+1d6', '1d20+1d10+1d8', '1d20+2d10', '1d20+1d12+1d10', '1d20+1d12+1d8+1d4', '1d20+1d12+1d8+1d6', '1d20+1d12+2d8', '1d20+2d10+1d8', '1d20+1d12+1d10+1d8', '1d20+1d12+1d10+1d8',
  '1d20+1d10+2d8+1d6', '1d20+2d10+1d8+1d6', '1d20+2d10+2d8', '1d20+3d10+1d8', '1d20+1d12+2d10+1d8', '2d20+1d10+1d8+1d4', '2d20+1d10+1d8+1d6', '2d20+1d10+2d8', '2d20+2d10+1d8', '2d20+1d12+1d10+1d8',
  '2d20+1d10+1d8+2d6', '2d20+1d10+2d8+1d6', '2d20+2d10+1d8+1d6', '2d20+3d10+1d8', '2d20+3d10+1d8', '2d20+1d12+2d10+1d8', '2d20+2d10+2d8+1d4', '2d20+2d10+2d8+1d6', '2d20+2d10+3d8', '2d20+3d10+2d8',
] as const;

/**
 * Earthdawn 4th edition, steps 1–40 (earthdawn_logic.rb, whose rows from step 15 on misplace the
 * `ie` of the first die: read as every die exploding, as the rows before them are written).
 */
const EARTHDAWN_4E = [
  '1d4-2', '1d4-1', '1d4', '1d6', '1d8', '1d10', '1d12', '2d6', '1d8+1d6', '2d8',
  '1d10+1d8', '2d10', '1d12+1d10', '2d12', '1d12+2d6', '1d12+1d8+1d6', '1d12+2d8', '1d12+1d10+1d8', '1d20+2d6', '1d20+1d8+1d6',
  '1d20+2d8', '1d20+1d10+1d8', '1d20+2d10', '1d20+1d12+1d10', '1d20+2d12', '1d20+1d12+2d6', '1d20+1d12+1d8+1d6', '1d20+1d12+2d8', '1d20+1d12+1d10+1d8', '2d20+2d6',
  '2d20+1d8+1d6', '2d20+2d8', '2d20+1d10+1d8', '2d20+2d10', '2d20+1d12+1d10', '2d20+2d12', '2d20+1d12+2d6', '2d20+1d12+1d8+1d6', '2d20+1d12+2d8', '2d20+1d12+1d10+1d8',
] as const;

/** A step's dice, each exploding again on its highest face: `1d12+2d6` → `1d12ie+2d6ie`. */
function exploding(step: string): string {
  return step.replace(/(\d+d\d+)/g, '$1ie');
}

function earthdawn(table: readonly string[], edition: string) {
  return (m: RegExpExecArray): string => {
    const step = Number(m[1]);
    const row = table[step - 1];
    if (row === undefined) throw new Unreadable('roll/earthdawn-step', { found: m[0], max: table.length, edition });
    return exploding(row);
  };
}

/**
 * In the order tried: a longer word first where one begins another (`ex5t8` before `ex5`,
 * `ed4e3` before `ed4`, `4cod8` before `4cod`).
 */
export const ALIASES: readonly Alias[] = [
  { name: 'Earthdawn 4th edition', pattern: word('ed4e(\\d+)'), expand: earthdawn(EARTHDAWN_4E, '4e') },
  { name: 'Earthdawn', pattern: word('ed(\\d+)'), expand: earthdawn(EARTHDAWN, '') },
  { name: 'Chronicles of Darkness, 8-again', pattern: word('(\\d+)cod8'), expand: (m) => `${m[1]}d10 ie8 t8` },
  { name: 'Chronicles of Darkness, 9-again', pattern: word('(\\d+)cod9'), expand: (m) => `${m[1]}d10 ie9 t8` },
  { name: 'Chronicles of Darkness, rote', pattern: word('(\\d+)codr'), expand: (m) => `${m[1]}d10 r7 t8` },
  { name: 'Chronicles of Darkness', pattern: word('(\\d+)cod'), expand: (m) => `${m[1]}d10 ie10 t8` },
  { name: 'World of Darkness', pattern: word('(\\d+)wod(\\d+)'), expand: (m) => `${m[1]}d10 f1 t${m[2]}` },
  { name: 'Warhammer', pattern: new RegExp('(\\d+)wh(\\d+)\\+', 'iy'), expand: (m) => `${m[1]}d6 t${m[2]}` },
  { name: 'Exalted, target', pattern: word('ex(\\d+)t(\\d+)'), expand: (m) => `${m[1]}d10 t${m[2]} t10` },
  { name: 'Exalted', pattern: word('ex(\\d+)'), expand: (m) => `${m[1]}d10 t7 t10` },
  { name: 'Shadowrun', pattern: word('sr(\\d+)'), expand: (m) => `${m[1]}d6 t5` },
  { name: 'Year Zero', pattern: word('(\\d+)yz'), expand: (m) => `${m[1]}d6 t6` },
  { name: 'Storypath', pattern: word('sp(\\d+)'), expand: (m) => `${m[1]}d10 ie10 t8` },
  { name: 'Sunsails: New Millennium', pattern: word('snm(\\d+)'), expand: (m) => `${m[1]}d6 ie6 t4` },
  { name: 'The D6 System', pattern: word('d6s(\\d+)'), expand: (m) => `${m[1]}d6+1d6 ie` },
  { name: 'The D6 System, wild die', pattern: word('d6s'), expand: () => '1d6 ie' },
  { name: 'Double digit', pattern: word('dd(\\d)(\\d)'), expand: (m) => `1d${m[1]}*10+1d${m[2]}` },
  { name: 'AGE system', pattern: word('age'), expand: () => '2d6+1d6' },
  { name: 'D&D attack, skill or save', pattern: word('(?:attack|skill|save)'), expand: () => '1d20' },
];

/** Dice Maiden's advantage and disadvantage, read where a roll begins: `+d20`, `-d20`, `+d%`, `-d%`. */
export function advantage(sign: '+' | '-', sides: string): string {
  if (sides === '%') return sign === '+' ? '(2d10kl1-1)*10+1d10' : '(2d10kh1-1)*10+1d10';
  return sign === '+' ? `2d${sides}kh1` : `2d${sides}kl1`;
}

/** Every word an alias begins with, for the nearest form to a word that is none. */
export const ALIAS_EXAMPLES = ['ed15', 'ed4e15', '4cod', '4cod8', '4codr', '4wod8', '3wh4+', 'ex5', 'ex5t8', 'sr6', '6yz', 'sp4', 'snm5', 'd6s4', 'dd34', 'age', 'attack', 'dndstats', 'wng', 'dh', 'gb', '2hsn', '3hsk', '3hsh', 'd66'] as const;
