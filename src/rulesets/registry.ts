import { registryOf, type RulesetRegistry } from '../core/ruleset.js';
import { fireteam } from './fireteam/index.js';
import { fng } from './fng/index.js';
import { fogo } from './fogo/index.js';
import { lnl } from './lnl/index.js';

/**
 * Every ruleset Sitrep plays, in the order /help and /campaign new list them: the one file that
 * imports them. Adding a ruleset is one line here (docs/development.md, Adding a ruleset).
 */
export const RULESETS: RulesetRegistry = registryOf([fogo, fng, lnl, fireteam]);

/** Their ids, for the choices of `/campaign new ruleset:`. */
export const RULESET_IDS: readonly string[] = RULESETS.all.map((r) => r.id);
