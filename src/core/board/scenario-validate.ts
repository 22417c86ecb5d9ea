import { jsonErrorLine } from '../json-error-line.js';
import type { Common, Scenario, ScenarioResult } from './scenario.js';
import { Checker, LIMITS, checkSide, isObj, lower, quote, type Obj, type ScenarioProblem } from './scenario-checker.js';
import { checkHexScenario } from './scenario-hex.js';
import type { ScenarioKit } from './scenario-kit.js';
import { checkTabletop } from './scenario-tabletop.js';

const TOP_FIELDS = ['id', 'name', 'ruleset', 'description', 'sides', 'initiative', 'board', 'features', 'deployment', 'positions'];

function checkCommon(c: Checker, doc: Obj): Common {
  let id: string | undefined;
  if (typeof doc.id !== 'string' || !/^[a-z0-9][a-z0-9-]{0,59}$/.test(doc.id)) {
    c.report('id', 'board/bad-field', doc.id === undefined ? 'missing: give an id like "road-ambush"' : `${quote(doc.id)} is not an id (lower-case letters, digits and dashes)`);
  } else id = doc.id;
  const name = c.string(doc.name, 'name');
  const description = doc.description === undefined ? undefined : c.string(doc.description, 'description', 'a description', LIMITS.descriptionMax);
  const sides: string[] = [];
  if (doc.sides !== undefined) {
    const list = c.array(doc.sides, 'sides', LIMITS.sidesMax, 'sides');
    list?.forEach((s, i) => {
      const side = c.string(s, `sides[${i}]`, 'a side');
      if (side === undefined) return;
      if (sides.some((x) => lower(x) === lower(side))) c.report(`sides[${i}]`, 'board/duplicate-name', `${quote(side)} is listed twice`);
      else sides.push(side);
    });
  }
  let initiative: string | undefined;
  if (doc.initiative !== undefined) initiative = checkSide(c, doc.initiative, 'initiative', sides);
  return {
    ...(id === undefined ? {} : { id }),
    ...(name === undefined ? {} : { name }),
    ...(description === undefined ? {} : { description }),
    sides,
    ...(initiative === undefined ? {} : { initiative }),
  };
}

function invalid(problems: readonly ScenarioProblem[]): ScenarioResult {
  const listed = problems.slice(0, LIMITS.listedProblems).map((p) => p.message);
  const more = problems.length - listed.length;
  return {
    ok: false,
    code: 'board/bad-scenario',
    params: { count: problems.length, problems: [...listed, ...(more > 0 ? [`… and ${more} more`] : [])].join('\n') },
    problems,
  };
}

/**
 * Checks a parsed scenario against the board kit of the ruleset it names (`kits`, by ruleset id, in
 * the order a problem lists them) and reports every problem at once, each with its path
 * (`features[2].type: "swamp" is not a … terrain type (woods, jungle, …)`), so a whole file can be
 * fixed in one go. The kit says whether its scenarios play on a table in inches or a hex map, which
 * terrain types they name, and what fields they add.
 */
export function validateScenario(raw: unknown, kits: ReadonlyMap<string, ScenarioKit>): ScenarioResult {
  const c = new Checker();
  if (!isObj(raw)) {
    c.report('', 'board/bad-field', 'a scenario is a JSON object with id, name, ruleset, board and features');
    return invalid(c.problems);
  }
  const ruleset = raw.ruleset;
  const kit = typeof ruleset === 'string' ? kits.get(ruleset) : undefined;
  c.fields(raw, '', [...TOP_FIELDS, ...(kit?.fields ?? []).map((f) => f.key)]);
  const common = checkCommon(c, raw);
  if (kit === undefined) {
    c.report('ruleset', 'board/unknown-ruleset', `${ruleset === undefined ? 'missing' : `${quote(ruleset)} has no boards`} (boards exist for ${[...kits.keys()].join(', ')})`);
  }

  if (!isObj(raw.board)) {
    c.report('board', 'board/bad-field', raw.board === undefined ? 'missing: give the board' : 'expected { "kind": "tabletop", "width", "height" } or { "kind": "hex", "columns", "rows" }');
    return invalid(c.problems);
  }
  if (raw.board.kind !== 'tabletop' && raw.board.kind !== 'hex') {
    c.report('board.kind', 'board/bad-field', `${quote(raw.board.kind)} is not a board kind (tabletop, hex)`);
    return invalid(c.problems);
  }
  if (kit !== undefined && raw.board.kind !== kit.board) {
    c.report('board.kind', 'board/bad-field', `${String(ruleset)} plays on a ${kit.board} board, not ${raw.board.kind}`);
  }
  // Features are checked against the kit only on the board it plays on.
  const fits = kit?.board === raw.board.kind ? kit : undefined;
  const id = String(ruleset);
  const scenario: Scenario | undefined = raw.board.kind === 'tabletop' ? checkTabletop(c, raw, common, id, fits) : checkHexScenario(c, raw, common, id, fits);
  if (c.problems.length > 0 || !scenario) return invalid(c.problems.length > 0 ? c.problems : [{ path: '', code: 'board/bad-field', message: 'the scenario is incomplete' }]);
  return { ok: true, value: scenario };
}

/** Parses and checks scenario JSON text (see `validateScenario`); a syntax error is reported with its line. */
export function parseScenario(text: string, kits: ReadonlyMap<string, ScenarioKit>): ScenarioResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    const line = jsonErrorLine(text);
    return invalid([
      {
        path: '',
        code: 'board/not-json',
        message: line === undefined ? 'not valid JSON' : `not valid JSON (line ${line})`,
        ...(line === undefined ? {} : { line }),
      },
    ]);
  }
  return validateScenario(raw, kits);
}
