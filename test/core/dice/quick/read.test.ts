import { describe, expect, it } from 'vitest';
import { engineDice, scriptedDice } from '../../../../src/core/dice/die-source.js';
import { normalRoll } from '../../../../src/core/dice/quick/normal-form.js';
import { MAX_LENGTH, READ_CACHE_SIZE, readSegment, readTextsKept } from '../../../../src/core/dice/quick/parse-roll.js';
import { MAX_OUTPUT, readQuickDice, rollQuickText } from '../../../../src/core/dice/quick/quick-roll.js';
import { seededEngine } from '../../../../src/core/dice/rng.js';
import { EXAMPLES } from './examples.js';

const normal = (text: string) => normalRoll(readSegment(text).roll);

describe('the normal form', () => {
  it.each([
    ['6d10 t7', '6d10>=7'],
    ['4D6 K3', '4d6kh3'],
    ['4d6 ≥ 5', '4d6>=5'],
    ['2d6 − 1', '2d6-1'],
    ['3d6 × 2', '3d6*2'],
    ['d%', '1d100'],
    ['4d6 r2', '4d6ro<=2'],
    ['4d6 ir2', '4d6r<=2'],
    ['3d6 ie6', '3d6!'],
    ['3d6 e', '3d6e6'],
    ['3d6e>4', '3d6!>4'],
    ['4cod', '4d10! >=8'],
    ['ex5', '5d10>=7ds10'],
    ['5d10 t8 f1', '5d10>=8f<=1'],
    ['4d6p3', '4d6p=3'],
    ['(1, 2, 3)ph1pl1', '(1, 2, 3)dh1dl1'],
    ['1d20==5', '1d20 == 5'],
    ['3d6<=12', '3d6 <= 12'],
    ['-d20+5', '2d20kl1+5'],
    ['+d%', '(2d10kl1-1)*10+1d10'],
    ['ed15', '1d12!+2d6!'],
    ['dndstats', '6 4d6kh3'],
    ['6d6 hits on 4+', '6d6>=4'],
    ['6d6 4+', '6d6>=4'],
    ['1d6 ** 2', '1d6^2'],
    ['{2d6, 1d8}kh1', '(2d6, 1d8)kh1'],
  ])('GIVEN %s THEN it reads as %s', (text, form) => {
    expect(normal(text)).toBe(form);
  });

  it('GIVEN every documented example /roll reads THEN its normal form reads back as itself and draws the same dice to the same total', () => {
    for (const e of EXAMPLES) {
      if (e.refused && e.ours === undefined) continue;
      for (const text of (e.text.includes(';') ? e.text.split(';') : [e.text]).map((t) => t.trim())) {
        const form = normal(text);
        expect(normal(form), `${text} → ${form}`).toBe(form);
        const a = rollQuickText(text, engineDice(seededEngine(`same ${text}`)));
        const b = rollQuickText(form, engineDice(seededEngine(`same ${text}`)));
        if (!a.ok || !b.ok) throw new Error(text);
        expect([b.value.faces, b.value.total], `${text} → ${form}`).toEqual([a.value.faces, a.value.total]);
      }
    }
  });
});

describe('what /roll refuses, and the nearest form it names', () => {
  it.each([
    ['', 'roll/empty', '1d20'],
    ['3d', 'roll/missing-sides', '3d6'],
    ['4d6 x3', 'roll/unknown-modifier', '4d6k3'],
    ['4d6kx', 'roll/modifier-needs-number', '4d6kh1'],
    ['4d6 k', 'roll/modifier-needs-number', '4d6k1'],
    ['4d6 + foo', 'roll/unknown-word', '4d6 + 1d6'],
    ['4wd8', 'roll/unknown-word', '4wod8'],
    ['flor(3d6/2)', 'roll/unknown-word', 'floor(3d6/2)'],
    ['dc20', 'roll/unknown-word', '1d20'],
    ['3d6+', 'roll/missing-operand', '3d6+1'],
    ['(1d4, 2', 'roll/unclosed', '(1d4, 2)'],
    ['3d6 )', 'roll/unexpected', '3d6'],
    ['3d6 => 12', 'roll/unexpected', '3d6>=12'],
    ['1d20 `x`', 'roll/backtick', '1d20 x'],
    ['1;2;3;4;5', 'roll/too-many-rolls', '1; 2; 3; 4'],
    ['30 4d6', 'roll/set-size', '20 4d6'],
    ['3d66', 'roll/d66-count', '3 d66'],
    ['1d0', 'roll/too-few-sides', '1d6'],
    ['1d20!<21', 'roll/runaway', '1d20!'],
    ['1d20e<21', 'roll/runaway', '1d20!'],
    ['1d1rr1', 'roll/runaway', '1d1ro=1'],
    ['4d6rrh1', 'roll/runaway', '4d6roh1'],
    ['8d6u', 'roll/runaway', '8d6uo'],
    ['1d6/0', 'roll/division-by-zero', '1d6/2'],
    ['6/(1d2-1)', 'roll/division-by-zero', '6/1'],
    ['1d20 + 1/(1d20 > 10)', 'roll/division-by-zero', '1/1'],
    ['2d6 d4', 'roll/keeps-nothing', '2d6dl1'],
    ['4d6kh0', 'roll/keeps-nothing', '4d6kh1'],
    ['sqrt(1d6-4)', 'roll/negative-root', 'sqrt(abs(1d6-4))'],
    ['wng 4d10', 'roll/system-dice', 'wng 4d6'],
    ['3d6 vs 12 vs 10', 'roll/twice', '3d6 vs 12'],
    ['1d20 + 5 vs', 'roll/modifier-needs-number', '1d20 + 5 vs 12'],
  ])('GIVEN %j THEN %s, pointing at %j, which reads', (text, code, nearest) => {
    const r = readQuickDice(text);
    expect(r.ok ? 'read' : r.code).toBe(code);
    if (r.ok) return;
    expect(r.params?.try).toBe(nearest);
    expect(readQuickDice(nearest).ok, nearest).toBe(true);
  });

  it.each([
    ['1001d6', 'roll/too-many-dice'],
    ['600d6+600d6', 'roll/too-many-dice'],
    ['20 51d6', 'roll/too-many-dice'],
    ['4d6; 999d6', 'roll/too-many-dice'],
    ['1d1001', 'roll/too-many-sides'],
    ['ed51', 'roll/earthdawn-step'],
    ['ed4e41', 'roll/earthdawn-step'],
    ['1000^1000', 'roll/too-large'],
    ['2^(1d6-4)*1000', 'read'],
    ['0^-1', 'roll/division-by-zero'],
    [`1d6${'+1'.repeat(97)}+11`, 'read'],
    [`1d6${'+1'.repeat(97)}+111`, 'roll/notation-too-long'],
    ['20 50d6', 'read'],
    ['4d6;', 'read'],
    ['10d6kh5kl2kh1', 'read'],
  ])('GIVEN %s THEN %s', (text, code) => {
    const r = readQuickDice(text);
    expect(r.ok ? 'read' : r.code).toBe(code);
  });

  it('GIVEN the texts above THEN they are exactly the limit and one more', () => {
    expect([`1d6${'+1'.repeat(97)}+11`.length, `1d6${'+1'.repeat(97)}+111`.length]).toEqual([MAX_LENGTH, MAX_LENGTH + 1]);
  });
});

describe('each family at its edges, on scripted dice', () => {
  it.each([
    // Fudge: a d3 less 2; dF.1 a d6 whose 1 is − and 6 is +.
    ['4dF', [1, 2, 3, 3], 1],
    ['4dF.1', [1, 6, 5, 2], 0],
    // Penetrating dice decide on their face, then lose 1; compounding adds into the die.
    ['3d6!p', [5, 6, 4, 4], 18],
    ['2d6!!', [2, 6, 3], 11],
    // Unique: a die repeating an earlier one is rolled until it differs.
    ['3d6u', [2, 2, 2, 5, 2, 1], 8],
    ['3d6uo', [2, 2, 2, 2, 2], 6],
    // Order as written: reroll then keep, or keep then reroll only what is kept.
    ['4d6ro<3kh3', [1, 2, 1, 5, 2, 5, 6], 16],
    ['4d6kh3ro<3', [1, 2, 1, 5, 6, 3], 14],
    // Brackets work on the dice inside; a single item with a comma is a set of one.
    ['(2d6)kh1', [2, 3], 3],
    ['(2d6,)kh1', [2, 3], 5],
    // A comparison after dice counts where one die decides it, else tests the sum.
    ['2d6>=5', [5, 4], 1],
    ['2d6>=7', [3, 4], 1],
    ['2d6>=7', [1, 2], 0],
    ['1d20 vs 15', [15], 1],
    ['3d6 vs 4', [3, 1, 5], 2],
    // Counting with failures, doubles and botches.
    ['6d10 t7 f1', [1, 1, 7, 10, 2, 3], 0],
    ['5d10 t7 ds10', [10, 10, 7, 1, 2], 5],
    ['4d6 t4 b2', [1, 2, 4, 6], 2],
    // d66 in sets; Avrae's keep-any-of; maths with labels.
    ['2 d66', [1, 1, 6, 6], 77],
    ['10d6kh5kl2kh1', [1, 2, 3, 4, 5, 6, 6, 5, 4, 3], 29],
    ['1d6+1d6[a]*2', [5, 1], 7],
    // Dice Maiden: once means once; a failure below a success cancels it.
    ['3d6 e5', [5, 6, 1, 6, 6], 24],
    ['4wod6', [6, 1, 1, 2], -1],
  ] as const)('GIVEN %s on %j THEN %d', (text, faces, total) => {
    const dice = scriptedDice([...faces]);
    const r = rollQuickText(text, dice);
    if (!r.ok) throw new Error(r.code);
    expect(r.value.total).toBe(total);
    expect(dice.remaining).toBe(0);
  });
});

describe('texts read once and kept', () => {
  it('GIVEN more texts than are kept THEN the oldest go, and each reads again the same, refusals too', () => {
    const first = readSegment('1d6+1');
    for (let k = 1; k <= READ_CACHE_SIZE + 50; k++) readSegment(`1d6+${k}`);
    expect(readTextsKept()).toBe(READ_CACHE_SIZE);
    expect(readSegment('1d6+1')).toEqual(first);
    expect(readQuickDice('4d6 x3')).toEqual(readQuickDice('4d6 x3'));
    expect(readTextsKept()).toBe(READ_CACHE_SIZE);
  });
});

describe('rolls that would run on', () => {
  it('GIVEN dice that explode on every draw THEN each die stops after 100 more and the roll after 20,000 dice, saying so, the same way every time', () => {
    const always2 = { next: () => 1 };
    const a = rollQuickText('999d2!', engineDice(always2));
    const b = rollQuickText('999d2!', engineDice(always2));
    if (!a.ok || !b.ok) throw new Error('refused');
    expect(a.value.faces).toHaveLength(20_000);
    expect(a.value.total).toBe(40_000);
    expect(a.value.output).toContain('stopped at 20,000 dice');
    expect(b.value).toEqual(a.value);
    const one = rollQuickText('1d2!', engineDice(always2));
    if (!one.ok) throw new Error('refused');
    expect(one.value.faces).toHaveLength(101);
  });

  it('GIVEN Dice Maiden\'s e (once) THEN a die that explodes rolls one more and no further', () => {
    const r = rollQuickText('2d6 e6', scriptedDice([6, 6, 6, 6]));
    expect(r.ok && r.value.total).toBe(24);
  });
});

describe('what the post shows', () => {
  const line = (text: string, faces: number[]) => {
    const r = rollQuickText(text, scriptedDice(faces));
    if (!r.ok) throw new Error(r.code);
    return r.value.output;
  };

  it('GIVEN a spelling that reads otherwise THEN the typed and the normal form, then the dice and the result', () => {
    expect(line('6d10 t7', [3, 8, 7, 1, 10, 2])).toBe('`6d10 t7` → `6d10>=7`: `[3, 8*, 7*, 1, 10*, 2]` = **3** successes');
    expect(line('4d6kh3', [4, 4, 6, 3])).toBe('`4d6kh3`: `[4, 4, 6, 3d]` = **14**');
    expect(line('d6', [4])).toBe('`d6`: `[4]` = **4**');
    expect(line('d%', [57])).toBe('`d%` → `1d100`: `[57]` = **57**');
  });

  it('GIVEN tests, sets and systems THEN pass or fail, each set and the total, the system\'s words', () => {
    expect(line('3d6 vs 12', [6, 6, 1])).toBe('`3d6 vs 12`: `[6, 6, 1]` = 13 vs 12: **fail**');
    expect(line('2d6 vs 4', [3, 5])).toBe('`2d6 vs 4`: `[3, 5]` vs 4: **passes 1d6**');
    expect(line('3 1d6', [1, 2, 3])).toBe('`3 1d6`: #1 `[1]` = **1**; #2 `[2]` = **2**; #3 `[3]` = **3** — total **6**');
    expect(line('3d6<=12', [4, 4, 4])).toBe('`3d6<=12`: `[4, 4, 4] <= 12` → **pass**');
    expect(line('wng dn3 3d6', [6, 4, 6])).toBe('`wng dn3 3d6`: `[6, 4, 6]` `Wrath die [6]` = **5 icons** (2 exalted); Wrath 6: a critical hit and a point of Glory; test passed (DN 3)');
    expect(line('s 4d6', [1, 2, 3, 4])).toBe('`s 4d6` → `4d6`: = **10**');
    expect(line('nr 4d6', [1, 2, 3, 4])).toBe('`nr 4d6` → `4d6`: `[1, 2, 3, 4]`');
    expect(line('4d6 b1', [1, 2, 1, 4])).toBe('`4d6 b1`: `[1, 2, 1, 4]` = **8**; 2 botches');
  });

  it('GIVEN many dice THEN how many of each face came up, and every line stays short', () => {
    expect(line('50d6', Array.from({ length: 50 }, (_, i) => (i % 6) + 1))).toBe('`50d6`: `[50 dice: 1×9 2×9 3×8 4×8 5×8 6×8]` = **171**');
    const long = rollQuickText('20 50d20', engineDice(seededEngine('long')));
    if (!long.ok) throw new Error(long.code);
    expect(long.value.output.length).toBeLessThanOrEqual(MAX_OUTPUT);
    expect(long.value.faces).toHaveLength(1000);
  });

  it('GIVEN rolls, a private flag and comments THEN each roll is read apart, with its own comment', () => {
    const read = readQuickDice('p 4d6 ! first; 1d20+5 to hit the orc; 3d6 # third');
    if (!read.ok) throw new Error(read.code);
    expect(read.value.private).toBe(true);
    expect(read.value.rolls.map((r) => [r.body, r.comment])).toEqual([
      ['p 4d6', 'first'],
      ['1d20+5', 'to hit the orc'],
      ['3d6', 'third'],
    ]);
  });
});
