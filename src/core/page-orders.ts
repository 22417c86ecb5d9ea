import type { Scenario } from './board/scenario.js';
import type { HouseRules } from './house-rules.js';
import type { RuleResult } from './result.js';
import type { Projected } from './views.js';

/*
 * Orders given by clicking on the web page (issue 40): a ruleset says what a selection of the viewer's
 * own pieces may be ordered to do, and what an order would run and cost, from the viewer's projected
 * view and the table's terrain only — the page holds no rules, and a preview tells no more than the
 * viewer's board does. The order itself then runs through the command pipeline like any other.
 */

/**
 * The table an order is given on: the scenario with its map and terrain, which everyone sees, and no
 * start positions (`positions` is always empty: where anyone began may be a secret).
 */
export type PageTable = Scenario;

/** One line of a preview: a piece's cost, or a check, and whether it passes. */
export interface PageLine {
  readonly text: string;
  readonly ok: boolean;
}

/** What an order is aimed at: a point of the table (inches), a hex, a piece (by id), a terrain feature, or nothing. */
export type PageTargetKind = 'point' | 'hex' | 'unit' | 'feature' | 'none';

export type PageTarget =
  | { readonly kind: 'point'; readonly x: number; readonly y: number }
  | { readonly kind: 'hex'; readonly hex: string }
  | { readonly kind: 'unit'; readonly id: string }
  | { readonly kind: 'feature'; readonly name: string };

/** An order a selection may be given: its name (the kit's), its label on the page, what it is aimed at. */
export interface PageOffer {
  readonly order: string;
  readonly label: string;
  readonly target: PageTargetKind;
  /** One line on what it does, in the rules' words. */
  readonly hint?: string;
}

/** An order as the viewer chose it on the page. */
export interface PageIntent {
  readonly order: string;
  /** The selected pieces, by the ids their cards show; the first leads (a group keeps its offsets from it). */
  readonly units: readonly string[];
  readonly target?: PageTarget;
}

/** What an order would run, and what it costs by the rules as far as the viewer's view knows. */
export interface PagePreview {
  /** The command, exactly as it will run: its path and options. */
  readonly path: readonly string[];
  readonly options: Readonly<Record<string, string | number | boolean>>;
  /** One line per piece or check: distance and allowance, terrain or MP, range, line of sight. */
  readonly lines: readonly PageLine[];
  /** Where each piece would end (for the page to draw), by id: a point or a hex. */
  readonly ends?: readonly { readonly id: string; readonly x?: number; readonly y?: number; readonly hex?: string; readonly ok: boolean }[];
  /**
   * The rules' refusal, when the view already shows the order would be refused (by its code, worded as
   * the bot words it): the page shows it before anything is sent. Confirm still sends it, for the rules
   * to decide with what the view does not hold.
   */
  readonly refusal?: { readonly code: string; readonly params: Readonly<Record<string, string | number>> };
}

/** A ruleset's orders on the page. */
export interface PageKit<View> {
  /** The orders the selected pieces (the viewer's side's, by id) may be given, as far as the view knows. */
  offers(view: Projected<View>, side: string, units: readonly string[]): readonly PageOffer[];
  /** The exact command for an order and its cost, under the campaign's house rules; a refusal (a rule's code) when it cannot be given at all. */
  preview(view: Projected<View>, side: string, intent: PageIntent, table: PageTable | undefined, rules: HouseRules): RuleResult<PagePreview>;
}
