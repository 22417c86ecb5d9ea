import type { Shape } from '../../../../src/core/board/geometry.js';
import { rulesFor, type HouseRuleOverrides } from '../../../../src/core/house-rules.js';
import { FNG_HOUSE_RULES } from '../../../../src/rulesets/fng/rules/all-house-rules.js';
import { botArgs, type BotArgs } from '../../../../src/rulesets/fng/rules/enemy/moves/bot-args.js';
import type { BotTurnCtx } from '../../../../src/rulesets/fng/rules/enemy/moves/bot-args.js';
import type { FngEvent } from '../../../../src/rulesets/fng/rules/game/events.js';
import type { FngMission } from '../../../../src/rulesets/fng/rules/enemy/mission.js';
import type { FngFeature, FngScenario } from '../../../../src/rulesets/fng/rules/terrain/scenario.js';
import { dice } from '../../../helpers/rules.js';
import { NOW } from './table.js';

/** Fixtures for the bot that plays the enemy: a mission, its arguments on scripted dice, a board. */

/** An I Corps coastal, contested mission at EAL 1 (PEF REP 1), by day, no contact made yet. */
export function mission(over: Partial<FngMission> = {}): FngMission {
  return { corps: 'I', area: 'coastal', status: 'contested', eal: 1, sl: 3, night: false, pefRep: 1, nextPef: 3, nextUnit: 1, ...over };
}

export type Board = Pick<FngScenario, 'features' | 'board'>;

export const rect = (x: number, y: number, width: number, height: number): Shape => ({ kind: 'rect', x, y, width, height, rotation: 0 });
export const feature = (type: FngFeature['type'], shape: Shape): FngFeature => ({ name: type, type, shape });
export const board = (...features: FngFeature[]): Board => ({ board: { kind: 'tabletop', width: 72, height: 36 }, features });

/** The bot's arguments on these faces; `roller.remaining` says how many were left unused. */
export function bot(faces: number[], overrides: HouseRuleOverrides = {}, table?: Board): BotArgs & { readonly roller: ReturnType<typeof dice> } {
  const roller = dice(...faces);
  return { ...botArgs({ roller, rules: rulesFor(FNG_HOUSE_RULES, overrides), now: NOW, ...(table ? { table } : {}) }), roller };
}

/** A bot turn's context with its public and GM event lists. */
export function ctx(a: BotArgs): BotTurnCtx & { readonly pub: FngEvent[]; readonly gm: FngEvent[] } {
  return { a, pub: [], gm: [] };
}

/** Events without their rolled parts, to compare whole. */
export const bare = (events: readonly FngEvent[]): unknown[] => events.map((e) => Object.fromEntries(Object.entries(e).filter(([k]) => k !== 'parts')));

/** What the GM's dice lines say. */
export const said = (events: readonly FngEvent[]): string[] => events.map((e) => (e.kind === 'enemy-dice' ? e.what : e.kind === 'trap-laid' ? e.trap : e.kind));

/** Faces enough to generate one VC squad's figures (its army list's rolls), all 3s. */
export const SQUAD_FACES = (n = 22): number[] => Array<number>(n).fill(3);
