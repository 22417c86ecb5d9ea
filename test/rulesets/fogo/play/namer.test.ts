import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../src/core/views.js';
import { civiliansText, moveText } from '../../../../src/rulesets/fogo/play/format-actions.js';
import { publicNamer, viewNamer } from '../../../../src/rulesets/fogo/play/session.js';
import type { CivilianResult } from '../../../../src/rulesets/fogo/rules/civilians/civilians.js';
import type { MoveResult } from '../../../../src/rulesets/fogo/rules/actions/movement.js';
import { viewFogo } from '../../../../src/rulesets/fogo/rules/view.js';
import { FR, PT, game, spec } from '../rules/fixtures.js';

const state = () => game([spec('CA-1', 'rifle-assault')], [spec('HIDDEN-1', 'rifle-assault', { hidden: true }), spec('FR-2', 'rifle-assault')]);
const frelimo = { kind: 'member', userId: 'u', side: FR, gm: false } as const;

describe('the Namer says whether its reader sees a stand (one place, from the reader’s own view)', () => {
  it('GIVEN the public view THEN a seen stand is named and seen; a hidden one is neither', () => {
    const name = publicNamer(viewFogo(state(), PUBLIC));
    expect(name('FR-2', FR)).toBe('**FR-2**');
    expect(name.seen('FR-2', FR)).toBe(true);
    expect(name('HIDDEN-1', FR)).toBe('a hidden stand');
    expect(name.seen('HIDDEN-1', FR)).toBe(false);
    expect(name.seen('FR-2', PT)).toBe(false);
  });

  it("GIVEN a side's own view THEN it names and sees its hidden stand", () => {
    const name = viewNamer(viewFogo(state(), frelimo), 'code');
    expect(name('HIDDEN-1', FR)).toBe('`HIDDEN-1`');
    expect(name.seen('HIDDEN-1', FR)).toBe(true);
  });

  it('GIVEN a text about a hidden stand THEN the public one says less, its side’s says all', () => {
    const moved: MoveResult = { kind: 'move', side: FR, stand: 'HIDDEN-1', feature: 'woods', revealed: false, initiative: 'keep' };
    expect(moveText(moved, publicNamer(viewFogo(state(), PUBLIC)))).toBe('**FRELIMO** moves a hidden stand; it stays hidden — initiative kept.');
    expect(moveText(moved, viewNamer(viewFogo(state(), frelimo)))).toContain('moves **HIDDEN-1**, now in woods');
    const civilians = { kind: 'civilian-intention', side: FR, stand: 'HIDDEN-1', die: 4, modifiers: [], total: 4, intention: 'toward-enemy', moveActions: 1, initiative: 'keep' } as unknown as CivilianResult;
    expect(civiliansText(civilians, publicNamer(viewFogo(state(), PUBLIC)))).not.toContain('towards the enemy');
    expect(civiliansText(civilians, viewNamer(viewFogo(state(), frelimo)))).toContain('towards the enemy');
  });
});
