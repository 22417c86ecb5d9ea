import { describe, expect, it } from 'vitest';
import { engineDice } from '../../../../src/core/dice/die-source.js';
import { MAX_OUTPUT, readQuickDice, rollQuickText } from '../../../../src/core/dice/quick/quick-roll.js';
import { seededEngine } from '../../../../src/core/dice/rng.js';
import { MESSAGES } from '../../../../src/app/messages.js';

/** Pieces of every family's notation, put together at random into texts a player might type, or not. */
const PIECES = [
  '1', '2', '3', '4', '6', '10', '20', '100', 'd', 'd6', 'd20', '4d6', '2d6', 'd%', 'dF', 'd66', 'k', 'kh', 'kl', 'k3', 'p', 'p1', 'ph1',
  'd1', 'dl', 'dh', '!', '!!', '!p', 'e', 'ie', 'e6', 'r', 'r2', 'ir', 'ro', 'rr', 'ra', 't', 't7', 'f1', 'b', 'mi', 'ma', 'u', 's', 'sa',
  '+', '-', '*', '/', '//', '%', '^', '**', '(', ')', ',', '{', '}', '[fire]', '>=', '<=', '>', '<', '==', '!=', '=', ' ', ' ', ' ',
  'vs', 'hits on', '4+', ';', '! note', '#c', 'wng', 'dn2', 'dh', 'gb', '2hsn', '3hsk1', '3hsh', 'ed15', 'ex5', '4cod', '4wod8', 'sr6',
  '6yz', '3wh4+', 'dd34', '+d20', '-d20', 'dndstats', 'attack', 'floor(', 'abs(', 'min(', 'max(', ' fire', 'x', '0', '.5', '≥', '−', '`',
];

describe('any text at all', () => {
  it('GIVEN 5,000 random texts of notation pieces THEN each is read and rolls to a finite total, or is refused with words and a nearest form that reads', () => {
    let seed = 46;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const counts = { read: 0, refused: 0 };
    for (let i = 0; i < 5000; i++) {
      let text = '';
      for (let j = 1 + Math.floor(random() * 6); j > 0; j--) text += PIECES[Math.floor(random() * PIECES.length)];
      const read = readQuickDice(text);
      if (!read.ok) {
        counts.refused++;
        expect(MESSAGES[read.code], text).toBeTypeOf('function');
        const near = read.params?.try;
        if (typeof near === 'string') expect(readQuickDice(near).ok, `${text} → ${near}`).toBe(true);
        continue;
      }
      counts.read++;
      for (const roll of read.value.rolls) {
        const r = rollQuickText(roll.text, engineDice(seededEngine(text)));
        if (!r.ok) throw new Error(`${text}: read, then refused as ${r.code}`);
        expect(Number.isFinite(r.value.total), text).toBe(true);
        expect(r.value.output.length, text).toBeLessThanOrEqual(MAX_OUTPUT);
      }
    }
    expect(counts.read).toBeGreaterThan(300);
  });
});
