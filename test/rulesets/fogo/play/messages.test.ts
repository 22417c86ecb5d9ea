import { describe, expect, it } from 'vitest';
import {
  ENEMY_FACING_CODES,
  FOGO_MESSAGES,
  MAX_LISTED_PROBLEMS,
  formatOrderOfBattleProblems,
} from '../../../../src/rulesets/fogo/play/messages.js';
import type { FogoError } from '../../../../src/rulesets/fogo/rules/errors.js';
import {
  parseOrderOfBattle,
  validateOrderOfBattle,
  type OrderOfBattleProblem,
} from '../../../../src/rulesets/fogo/rules/forces/order-of-battle.js';

type Params = Readonly<Record<string, string | number>>;

/**
 * Every fogo error code (the compiler checks the list is complete, as in
 * test/core/rulesets/fogo/errors.test.ts) with the parameters its code sites under
 * src/core/rulesets/fogo/ pass.
 */
const PARAMS: Record<FogoError, Params> = {
  'fogo/already-allocated': { side: 'FRELIMO' },
  'fogo/already-rolled': { stand: 'C1' },
  'fogo/already-sneaking': { stand: 'R12', sneaker: 'S2' },
  'fogo/ambiguous-stand': { stand: 'R1', sides: 'FRELIMO, Portugal' },
  'fogo/ambush-fire-only': { stand: 'CT1' },
  'fogo/attestation-required': { attestation: 'outOfEnemySight' },
  'fogo/bad-assignment': { stand: 'R13' },
  'fogo/bad-attachment': { path: 'stands[4].attachedTo', expected: 'the id of a Rifle Team' },
  'fogo/bad-echelon': { path: 'stands[0].echelon', expected: 'PC, CC or BC' },
  'fogo/bad-feature': {},
  'fogo/one-caller': {},
  'fogo/one-target': {},
  'fogo/not-an-observer': { stand: 'R1' },
  'fogo/no-missions-left': { used: 3, limit: 3 },
  'fogo/barrage-out-of-reach': { stand: 'T2', target: 'T1' },
  'fogo/bad-smoke-spot': {},
  'fogo/no-anti-tank': { stand: 'R1' },
  'fogo/he-gun-only': { stand: 'BZ' },
  'fogo/bad-vehicle': {},
  'fogo/bad-armour': { max: 12 },
  'fogo/bad-field': { path: 'stands[2].hidden', expected: 'true or false' },
  'fogo/bad-fieldcraft': { path: 'stands[1].fieldcraft', expected: 'a whole number of dice from 0 to 3' },
  'fogo/bad-helicopter-id': {},
  'fogo/bad-order-of-battle': { problems: 3 },
  'fogo/bad-position': {},
  'fogo/bad-quality': { path: 'stands[1].quality', expected: 'green, regular or veteran' },
  'fogo/bad-rating': { path: 'stands[0].rating', expected: 'a whole number from -3 to 4' },
  'fogo/bad-sides': {},
  'fogo/bad-stand-id': { path: 'stands[3].id', expected: '1 to 24 letters, digits, _ or -, starting with a letter or digit' },
  'fogo/bad-troop-type': { path: 'troopType', expected: 'cacadores, angolan-insurgents, elite-portuguese, paigc, frelimo' },
  'fogo/cannot-board': { stand: 'D1' },
  'fogo/cannot-fire': { stand: 'FO1', reason: 'observer' },
  'fogo/cannot-ground-hug': { stand: 'U1' },
  'fogo/cannot-initiate': { stand: 'CIV1' },
  'fogo/choice-required': { choice: 'realMarker' },
  'fogo/civilians-act-first': {},
  'fogo/civilians-not-triggered': { stand: 'CIV2' },
  'fogo/commander-supports-only': { stand: 'HQ1' },
  'fogo/drop-zone-used': { dropZone: 'North field' },
  'fogo/duplicate-helicopter': { helicopter: 'Puma1' },
  'fogo/duplicate-stand': { path: 'stands[5].id' },
  'fogo/duplicate-trait': { path: 'stands[0].traits[1]' },
  'fogo/empty-unit': {},
  'fogo/enemy-spoor': { spoor: 'SP2' },
  'fogo/ground-hugging': { stand: 'R7' },
  'fogo/group-required': {},
  'fogo/helicopter-full': { helicopter: 'AL2', slots: 3, capacity: 2 },
  'fogo/helicopter-must-wait': { helicopter: 'AL2', phase: 'hovering' },
  'fogo/helicopter-phase': { helicopter: 'AL2', phase: 'departed' },
  'fogo/hide-all-or-nothing': {},
  'fogo/in-two-sneakers': { stand: 'R14' },
  'fogo/seen-stand-in-sneaker': { stand: 'R14' },
  'fogo/just-landed': { stand: 'P3' },
  'fogo/leader-not-firing': { stand: 'R9' },
  'fogo/listed-twice': { stand: 'R2' },
  'fogo/missing-field': { path: 'stands[0].quality' },
  'fogo/mixed-combat-groups': { stand: 'P8' },
  'fogo/mixed-defenders': { stand: 'E4' },
  'fogo/mixed-visibility': {},
  'fogo/mounted-vs-structure': { stand: 'D2' },
  'fogo/no-attackers': {},
  'fogo/no-crossfires-left': { used: 2, limit: 2 },
  'fogo/no-defenders': {},
  'fogo/no-fieldcraft': { stand: 'R15' },
  'fogo/no-fire': { stand: 'R4' },
  'fogo/no-firers': {},
  'fogo/no-landings': {},
  'fogo/no-pending-fire': {},
  'fogo/no-stands': { path: 'stands', expected: '1 to 200 stands' },
  'fogo/not-a-candidate': { stand: 'R16', sneaker: 'S4' },
  'fogo/not-a-commander': { stand: 'R1' },
  'fogo/not-a-looter': { stand: 'G1' },
  'fogo/not-a-sneaker-group': { sneaker: 'S5' },
  'fogo/not-civilians': { stand: 'R3' },
  'fogo/not-for-this-type': { path: 'stands[2].mounted', expected: 'Dragoons only' },
  'fogo/not-in-feature': { sneaker: 'S6' },
  'fogo/not-in-sneaker': { stand: 'R17', sneaker: 'S7' },
  'fogo/not-in-unit': { stand: 'R18' },
  'fogo/not-json': { line: 7 },
  'fogo/not-lootable': { feature: 'Cantina' },
  'fogo/not-mounted': { stand: 'D3' },
  'fogo/not-off-table': { stand: 'P1' },
  'fogo/not-on-table': { stand: 'P2' },
  'fogo/not-phasing': { side: 'FRELIMO', phasing: 'Portugal' },
  'fogo/not-revealed': { stand: 'R19' },
  'fogo/not-together': {},
  'fogo/not-under-command': { stand: 'R5', director: 'HQ2' },
  'fogo/not-your-stand': { stand: 'E1' },
  'fogo/nothing-to-rally': { stand: 'R6' },
  'fogo/own-sneaker': { sneaker: 'S8' },
  'fogo/own-spoor': { spoor: 'SP3' },
  'fogo/own-stand': { stand: 'R8' },
  'fogo/phasing-side': { side: 'Portugal' },
  'fogo/fire-awaiting-target': { side: 'Portugal', sneaker: 'S2', result: 'suppress', stands: 'P-a, P-b' },
  'fogo/scouts-only': { stand: 'S1' },
  'fogo/self-assist': { stand: 'HQ3' },
  'fogo/sneaker-cannot': { sneaker: 'S9' },
  'fogo/sneaker-moved': { sneaker: 'S10' },
  'fogo/sneaker-not-pinned': { sneaker: 'S11' },
  'fogo/sneaker-pinned': { sneaker: 'S12' },
  'fogo/sneaker-stationary': { sneaker: 'S13' },
  'fogo/stand-killed': { stand: 'E2' },
  'fogo/stand-pinned': { stand: 'R10' },
  'fogo/stand-suppressed': { stand: 'R11' },
  'fogo/target-not-phasing': { stand: 'E3' },
  'fogo/timid': { stand: 'T1' },
  'fogo/too-few-sneakers': {},
  'fogo/too-many-sneakers': { allowed: 5, asked: 6 },
  'fogo/unknown-commander': { path: 'stands[6].commandedBy', expected: 'the id of a command stand' },
  'fogo/unknown-field': { path: 'stands[0].colour', expected: 'id, type, quality or offTable' },
  'fogo/unknown-helicopter': { helicopter: 'Puma9' },
  'fogo/helicopter-not-flying': { helicopter: 'AL2', phase: 'base' },
  'fogo/helicopter-unarmed': { helicopter: 'PU1' },
  'fogo/helicopter-no-fire': { helicopter: 'GS1' },
  'fogo/unknown-enemy-helicopter': { helicopter: 'AL9' },
  'fogo/own-helicopter': { helicopter: 'AL1' },
  'fogo/not-hovering': { helicopter: 'AL2', phase: 'landed' },
  'fogo/not-anti-aircraft': { stand: 'R1' },
  'fogo/group-too-small': {},
  'fogo/unknown-side': { side: 'Rhodesia' },
  'fogo/unknown-sneaker': { sneaker: 'S99' },
  'fogo/unknown-spoor': { spoor: 'SP9' },
  'fogo/unknown-stand': { stand: 'X9' },
  'fogo/unknown-stand-type': { path: 'stands[0].type', expected: 'rifle-bolt-action, smg or dragoons' },
  'fogo/unknown-trait': { path: 'stands[0].traits[0]', expected: 'untrained, timid or looter' },
  'fogo/too-far': { stand: 'R2', from: 'R1', gap: 2.4, width: 1.25, role: 'fire group' },
  'fogo/not-closest': { sneaker: 'S2', closest: 'S3' },
  'fogo/untrained-no-crossfire': { stand: 'U2' },
};

const CODES = Object.keys(PARAMS) as FogoError[];

/** Parameters the text translates rather than echoes (an internal key becomes words and the option to use). */
const TRANSLATED = new Set(['reason', 'attestation', 'choice']);

/** Words that would tell an enemy something about what it may not see. */
const TELLTALE = /hidden|hide|exist|visib|\bsee|seen|sight|reveal|secret|know|reserve|aboard|ambush/i;

/**
 * Words that would tell what a Sneaker holds (crossfire-core §2.10): forbidden too in the texts of the
 * fieldcraft codes that answer alike whatever the marker holds or whose it is.
 */
const SNEAKER_TELLTALE = /dumm|\breal|empty|troop/i;
const SNEAKER_CODES = ['fogo/unknown-sneaker', 'fogo/sneaker-cannot'] as const satisfies readonly FogoError[];

describe('FOGO_MESSAGES', () => {
  it('GIVEN every fogo code THEN it has a text', () => {
    expect(Object.keys(FOGO_MESSAGES).sort()).toEqual([...CODES].sort());
  });

  it.each(CODES)('GIVEN %s with the parameters its code sites pass THEN the text names each of them', (code) => {
    const params = PARAMS[code];
    const text = FOGO_MESSAGES[code](params);
    expect(text.trim()).not.toBe('');
    expect(text).not.toMatch(/undefined|NaN|\[object/);
    for (const [key, value] of Object.entries(params)) {
      if (!TRANSLATED.has(key)) expect(text, `${code} should mention ${key}`).toContain(String(value));
    }
  });

  it.each(CODES)('GIVEN %s with no parameters THEN the text is whole, without "undefined" or empty markup', (code) => {
    const text = FOGO_MESSAGES[code]({});
    expect(text.trim()).not.toBe('');
    expect(text).not.toMatch(/undefined|NaN|``|\*\*\*\*|\(\)/);
    expect(text.charAt(0)).toMatch(/[A-Z`*]/);
  });

  it('GIVEN codes about stands THEN the stand is named in a code span', () => {
    expect(FOGO_MESSAGES['fogo/stand-pinned']({ stand: 'B2' })).toBe(
      '`B2` is Pinned: it cannot move or start a close combat until it rallies.',
    );
    expect(FOGO_MESSAGES['fogo/not-under-command']({ stand: 'R5', director: 'HQ2' })).toContain('`R5`');
    expect(FOGO_MESSAGES['fogo/not-under-command']({ stand: 'R5', director: 'HQ2' })).toContain('`HQ2`');
    expect(FOGO_MESSAGES['fogo/stand-pinned']({})).toMatch(/^That stand is Pinned/);
  });

  it('GIVEN the initiative codes THEN both sides are named', () => {
    const text = FOGO_MESSAGES['fogo/not-phasing']({ side: 'FRELIMO', phasing: 'Portugal' });
    expect(text).toMatch(/^\*\*FRELIMO\*\* does not hold the initiative; \*\*Portugal\*\* does\./);
    expect(FOGO_MESSAGES['fogo/phasing-side']({ side: 'Portugal' })).toMatch(/^\*\*Portugal\*\* holds the initiative/);
  });

  it('GIVEN numeric parameters THEN they are written as numbers', () => {
    expect(FOGO_MESSAGES['fogo/helicopter-full']({ helicopter: 'AL2', slots: 3, capacity: 2 })).toBe(
      '`AL2` has 2 passenger slots; with these stands aboard it would need 3.',
    );
    expect(FOGO_MESSAGES['fogo/no-crossfires-left']({ used: 1, limit: 1 })).toContain('directed 1 of its 1 crossfires');
    expect(FOGO_MESSAGES['fogo/bad-order-of-battle']({ problems: 1 })).toContain('1 problem;');
    expect(FOGO_MESSAGES['fogo/bad-order-of-battle']({ problems: 4 })).toContain('4 problems;');
    expect(FOGO_MESSAGES['fogo/not-json']({ line: 12 })).toContain('line 12');
  });

  it('GIVEN each reason a stand cannot fire THEN each has its own explanation', () => {
    const reasons = ['command', 'observer', 'anti-tank-only', 'indirect-only', 'melee-only', 'unarmed'];
    const fallback = FOGO_MESSAGES['fogo/cannot-fire']({ stand: 'M1' });
    const texts = reasons.map((reason) => FOGO_MESSAGES['fogo/cannot-fire']({ stand: 'M1', reason }));
    expect(new Set(texts).size).toBe(reasons.length);
    for (const t of texts) expect(t).not.toBe(fallback);
  });

  it('GIVEN each helicopter phase THEN the text names it', () => {
    for (const phase of ['base', 'hovering', 'landed', 'departed']) {
      expect(FOGO_MESSAGES['fogo/helicopter-phase']({ helicopter: 'AL2', phase })).toContain(phase);
    }
    expect(FOGO_MESSAGES['fogo/helicopter-phase']({ helicopter: 'AL2', phase: 'landed' })).toBe(
      '`AL2` has landed; stands can board only while it is at base.',
    );
    for (const phase of ['hovering', 'landed']) {
      expect(FOGO_MESSAGES['fogo/helicopter-must-wait']({ helicopter: 'AL2', phase })).toContain(phase);
    }
  });

  it('GIVEN codes shared by stands and Sneakers THEN a named Sneaker is spoken of as a Sneaker', () => {
    expect(FOGO_MESSAGES['fogo/target-not-phasing']({ sneaker: 'S3' })).toMatch(/^Sneaker `S3` does not belong/);
    expect(FOGO_MESSAGES['fogo/target-not-phasing']({ stand: 'E3' })).toMatch(/^`E3` does not belong/);
    expect(FOGO_MESSAGES['fogo/listed-twice']({ sneaker: 'S3' })).toBe('Sneaker `S3` is listed twice; name each Sneaker once.');
    expect(FOGO_MESSAGES['fogo/listed-twice']({ stand: 'R2' })).toBe('`R2` is listed twice; name each stand once.');
    expect(FOGO_MESSAGES['fogo/already-sneaking']({ stand: 'R1' })).toContain('a Sneaker');
    expect(FOGO_MESSAGES['fogo/not-a-sneaker-group']({})).toMatch(/^Those stands cannot share one Sneaker/);
  });

  it('GIVEN each attestation a fieldcraft action needs THEN each has its own words and names its option', () => {
    const keys = ['outOfEnemySight', 'stationary', 'legalFormation', 'featureAllowsHidden', 'atSpoor', 'withinStandWidth', 'withinBaseWidth', 'closest'];
    const fallback = FOGO_MESSAGES['fogo/attestation-required']({});
    const texts = keys.map((attestation) => FOGO_MESSAGES['fogo/attestation-required']({ attestation }));
    expect(new Set(texts).size).toBe(keys.length);
    texts.forEach((t) => {
      expect(t).not.toBe(fallback);
      expect(t).toContain('`attest:true`');
    });
  });

  it('GIVEN each Sneak choice THEN each has its own words and names its option', () => {
    const pick = FOGO_MESSAGES['fogo/choice-required']({ choice: 'pick' });
    const marker = FOGO_MESSAGES['fogo/choice-required']({ choice: 'realMarker' });
    expect(pick).not.toBe(marker);
    expect(pick).toContain('`pick:real` or `pick:dummy`');
    expect(marker).toContain('`real:first` or `real:second`');
  });

  it('GIVEN the starting allocation without a path THEN fieldcraft and troop type read whole', () => {
    expect(FOGO_MESSAGES['fogo/bad-fieldcraft']({})).toBe('The nominal fieldcraft must be a whole number of dice from 1 to 3.');
    expect(FOGO_MESSAGES['fogo/bad-troop-type']({})).toMatch(/^A force's troop type must be one of: cacadores, /);
  });

  it('GIVEN a problem at the root of the document THEN it speaks of the order of battle', () => {
    expect(FOGO_MESSAGES['fogo/bad-field']({ path: '', expected: 'an object with name, troopType and stands' })).toBe(
      'The order of battle must be an object with name, troopType and stands.',
    );
  });

  it('GIVEN the GM correction path without `expected` THEN not-for-this-type still reads whole', () => {
    expect(FOGO_MESSAGES['fogo/not-for-this-type']({ path: 'mounted' })).toBe('`mounted` does not apply to this type of stand.');
  });

  it('GIVEN an echoed id with backticks, line breaks or great length THEN it stays one short code span', () => {
    const text = FOGO_MESSAGES['fogo/unknown-stand']({ stand: 'a`b\n@everyone' + 'x'.repeat(200) });
    expect(text).not.toContain('\n');
    expect(text.match(/`/g)?.length).toBe(2);
    expect(text.length).toBeLessThan(200);
  });
});

describe('enemy-facing codes', () => {
  it('GIVEN the enemy-facing list THEN it holds the codes that stand for a hidden truth', () => {
    const known = new Set<string>(CODES);
    for (const code of ENEMY_FACING_CODES) expect(known.has(code)).toBe(true);
    expect(ENEMY_FACING_CODES).toContain('fogo/unknown-stand');
    expect(ENEMY_FACING_CODES).toContain('fogo/unknown-helicopter');
    for (const code of SNEAKER_CODES) expect(ENEMY_FACING_CODES).toContain(code);
  });

  it.each(SNEAKER_CODES)('GIVEN %s THEN the text never hints at what a Sneaker holds', (code) => {
    for (const params of [PARAMS[code], {}]) {
      const text = FOGO_MESSAGES[code](params);
      expect(text).not.toMatch(TELLTALE);
      expect(text).not.toMatch(SNEAKER_TELLTALE);
      expect(text).not.toMatch(/\d+d6|fieldcraft|\bFO\b|command|stand/i);
    }
  });

  it('GIVEN a missing Sneaker and an enemy Sneaker THEN unknown-sneaker reads only the id as typed', () => {
    const missing = FOGO_MESSAGES['fogo/unknown-sneaker']({ sneaker: 'S4' });
    const enemy = FOGO_MESSAGES['fogo/unknown-sneaker']({ sneaker: 'S4', side: 'FRELIMO', stands: 'HIDDEN-R1', real: 1 });
    expect(enemy).toBe(missing);
    expect(missing).toContain('`S4`');
  });

  it('GIVEN a dummy and a real Sneaker lacking the means THEN sneaker-cannot reads the same', () => {
    const dummy = FOGO_MESSAGES['fogo/sneaker-cannot']({ sneaker: 'S2', reason: 'dummy' });
    const noFo = FOGO_MESSAGES['fogo/sneaker-cannot']({ sneaker: 'S2', reason: 'no-fo', stands: 2, ability: 0 });
    expect(noFo).toBe(dummy);
    expect(dummy).toBe(FOGO_MESSAGES['fogo/sneaker-cannot']({ sneaker: 'S2' }));
  });

  it.each(ENEMY_FACING_CODES)('GIVEN %s THEN the same parameters always give the same words, with no telltale', (code) => {
    const a = FOGO_MESSAGES[code]({ ...PARAMS[code] });
    const b = FOGO_MESSAGES[code]({ ...PARAMS[code] });
    expect(a).toBe(b);
    expect(a).not.toMatch(TELLTALE);
    expect(FOGO_MESSAGES[code]({})).not.toMatch(TELLTALE);
  });

  it('GIVEN a missing stand and a hidden enemy stand THEN unknown-stand reads only the id as typed', () => {
    const missing = FOGO_MESSAGES['fogo/unknown-stand']({ stand: 'S1' });
    const hidden = FOGO_MESSAGES['fogo/unknown-stand']({ stand: 'S1', side: 'FRELIMO', feature: 'Village', hidden: 1 });
    expect(hidden).toBe(missing);
    expect(missing).toBe('There is no stand `S1`. Check the id against the board (case does not matter).');
  });

  it('GIVEN a missing enemy helicopter and one at its base THEN unknown-enemy-helicopter reads only the id as typed', () => {
    const missing = FOGO_MESSAGES['fogo/unknown-enemy-helicopter']({ helicopter: 'AL1' });
    const atBase = FOGO_MESSAGES['fogo/unknown-enemy-helicopter']({ helicopter: 'AL1', side: 'Portugal', phase: 'base', passengers: 2 });
    expect(atBase).toBe(missing);
    expect(missing).toContain('`AL1`');
    expect(ENEMY_FACING_CODES).toContain('fogo/unknown-enemy-helicopter');
  });

  it("GIVEN a missing helicopter and the enemy's THEN unknown-helicopter reads only the id as typed", () => {
    const missing = FOGO_MESSAGES['fogo/unknown-helicopter']({ helicopter: 'Puma1' });
    const enemy = FOGO_MESSAGES['fogo/unknown-helicopter']({ helicopter: 'Puma1', side: 'Portugal', phase: 'base' });
    expect(enemy).toBe(missing);
  });
});

describe('formatOrderOfBattleProblems', () => {
  it('GIVEN no problems THEN it is empty', () => {
    expect(formatOrderOfBattleProblems([])).toBe('');
  });

  it('GIVEN JSON that does not parse THEN the line is given', () => {
    const result = parseOrderOfBattle('{\n  "name": "Grupo 1",\n  "troopType": "cacadores"\n  "stands": []\n}');
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const text = formatOrderOfBattleProblems(result.problems);
    expect(text).toMatch(/^- line 4: The order of battle is not valid JSON/);
    expect(text.split('\n')).toHaveLength(1);
  });

  it('GIVEN several problems THEN one line each names the path and what it takes', () => {
    const result = validateOrderOfBattle({
      name: 'Grupo 1',
      troopType: 'martians',
      stands: [{ id: 'R1', type: 'tank', quality: 'elite', fieldcraft: 2 }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const lines = formatOrderOfBattleProblems(result.problems).split('\n');
    expect(lines).toEqual([
      '- `troopType` must be one of: cacadores, angolan-insurgents, elite-portuguese, paigc, frelimo.',
      expect.stringMatching(/^- `stands\[0\]\.type` is not a stand type; use rifle-bolt-action, .* or dragoons\.$/),
      '- `stands[0].quality` must be green, regular or veteran.',
    ]);
  });

  it('GIVEN problems with and without a line THEN the line comes first only when known', () => {
    const problems: OrderOfBattleProblem[] = [
      { path: 'stands[0].id', code: 'fogo/missing-field', line: 3 },
      { path: 'stands[1].rating', code: 'fogo/bad-rating', expected: 'a whole number from -3 to 4' },
    ];
    expect(formatOrderOfBattleProblems(problems)).toBe(
      '- line 3: `stands[0].id` is missing; it is required.\n- `stands[1].rating` must be a whole number from -3 to 4.',
    );
  });

  it('GIVEN more problems than the cap THEN the rest are counted', () => {
    const problems: OrderOfBattleProblem[] = Array.from({ length: MAX_LISTED_PROBLEMS + 5 }, (_, i) => ({
      path: `stands[${i}].quality`,
      code: 'fogo/missing-field',
    }));
    const lines = formatOrderOfBattleProblems(problems).split('\n');
    expect(MAX_LISTED_PROBLEMS).toBe(20);
    expect(lines).toHaveLength(21);
    expect(lines[19]).toContain('`stands[19].quality`');
    expect(lines[20]).toBe('…and 5 more.');
  });

  it('GIVEN exactly the cap THEN nothing is counted', () => {
    const problems: OrderOfBattleProblem[] = Array.from({ length: MAX_LISTED_PROBLEMS }, (_, i) => ({
      path: `stands[${i}].id`,
      code: 'fogo/duplicate-stand',
    }));
    const text = formatOrderOfBattleProblems(problems);
    expect(text.split('\n')).toHaveLength(20);
    expect(text).not.toContain('more');
  });

  it('GIVEN an unknown field named with markup THEN it cannot break the line or the code span', () => {
    const result = validateOrderOfBattle({ name: 'A', troopType: 'paigc', stands: [{ id: 'R1' }], 'x`\ny': 1 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const first = formatOrderOfBattleProblems(result.problems).split('\n')[0] ?? '';
    expect(first).toMatch(/^- `x' y` is not a field I know; use name, troopType or stands\.$/);
  });
});
