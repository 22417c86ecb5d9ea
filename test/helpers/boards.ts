import type { Scenario, ScenarioResult } from '../../src/core/board/scenario.js';
import * as kernel from '../../src/core/board/scenario-validate.js';
import { scenarioBoardView as bareBoardView, type BoardRenderView, type ScenarioViewOptions } from '../../src/core/board/view.js';
import { FIRETEAM_BADGES, FIRETEAM_COUNTER_STYLES } from '../../src/rulesets/fireteam/play/board-kit.js';
import { fireteamScenario, type FireteamScenario } from '../../src/rulesets/fireteam/rules/table/scenario.js';
import { FOGO_BADGES } from '../../src/rulesets/fogo/play/board-kit.js';
import { fogoScenario, type FogoScenario } from '../../src/rulesets/fogo/rules/table/scenario.js';
import { LNL_BADGES, LNL_COUNTER_STYLES } from '../../src/rulesets/lnl/play/board-kit.js';
import { lnlScenario, type LnlScenario } from '../../src/rulesets/lnl/rules/map/scenario.js';
import { fngScenario, type FngScenario } from '../../src/rulesets/fng/rules/terrain/scenario.js';
import { RULESETS } from '../../src/rulesets/registry.js';

/**
 * Scenarios and bare maps as the app has them: checked against, and drawn with, the board kits of
 * every registered ruleset (`RULESETS.boards`), each scenario read through its ruleset's own view.
 */

/** A scenario of a registered ruleset, as that ruleset reads it. */
export type KnownScenario = FogoScenario | LnlScenario | FireteamScenario | FngScenario;

function known(s: Scenario): KnownScenario {
  const own = fogoScenario(s) ?? lnlScenario(s) ?? fireteamScenario(s) ?? fngScenario(s);
  if (!own) throw new Error(`a ${s.ruleset} scenario checked by no registered kit`);
  return own;
}

const typed = (r: ScenarioResult): ScenarioResult<KnownScenario> => (r.ok ? { ok: true, value: known(r.value) } : r);

export const validateScenario = (raw: unknown): ScenarioResult<KnownScenario> => typed(kernel.validateScenario(raw, RULESETS.boards));

export const parseScenario = (text: string): ScenarioResult<KnownScenario> => typed(kernel.parseScenario(text, RULESETS.boards));

/** The scenario's bare map, drawn with its ruleset's kit. */
export const scenarioBoardView = (scenario: Scenario, options: ScenarioViewOptions): BoardRenderView =>
  bareBoardView(scenario, RULESETS.boards.get(scenario.ruleset), options);

/** Every kit's badges by status marker, and its counter styles by kind (a name shared by two kits looks the same in both). */
export const STATUS_BADGES = { ...FOGO_BADGES, ...LNL_BADGES, ...FIRETEAM_BADGES };
export const COUNTER_STYLES = { ...LNL_COUNTER_STYLES, ...FIRETEAM_COUNTER_STYLES };
