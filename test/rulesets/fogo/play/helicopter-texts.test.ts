import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../src/core/views.js';
import { antiAircraftText, groupMoveText, helicopterFireText } from '../../../../src/rulesets/fogo/play/format-helicopters.js';
import { barrageText } from '../../../../src/rulesets/fogo/play/format-support.js';
import { publicNamer, viewNamer } from '../../../../src/rulesets/fogo/play/session.js';
import { addHelicopter, advanceHelicopter, boardHelicopter } from '../../../../src/rulesets/fogo/rules/support/air-assault.js';
import { groupMove } from '../../../../src/rulesets/fogo/rules/actions/group-move.js';
import { antiAircraftFire, helicopterFire } from '../../../../src/rulesets/fogo/rules/support/helicopter-fire.js';
import { barrage } from '../../../../src/rulesets/fogo/rules/support/indirect-fire.js';
import type { FogoState } from '../../../../src/rulesets/fogo/rules/game/state.js';
import { viewFogo } from '../../../../src/rulesets/fogo/rules/view.js';
import { FR, PT, RULES, dice, game, patch, spec, unwrap } from '../rules/fixtures.js';

const portugal = { kind: 'member', userId: 'u', side: PT, gm: false } as const;

/** Portugal: gunship GS hovering; Alouette AL hovering with HIDDEN-R1 aboard; two stands placed side by side and a hidden one. */
const base = (): FogoState => {
  let s = game(
    [spec('HIDDEN-R1', 'rifle-assault', { offTable: true, hidden: true }), spec('A', 'rifle-assault'), spec('B', 'rifle-lmg'), spec('HIDDEN-H', 'rifle-assault', { hidden: true })],
    [spec('E1', 'rifle-assault'), spec('MG', 'mmg')],
  );
  s = patch(patch(s, 'A', { position: { x: 10, y: 10 } }), 'B', { position: { x: 12, y: 10 } });
  s = unwrap(addHelicopter(s, { side: PT, id: 'GS', type: 'alouette-iii-gunship' }));
  s = unwrap(addHelicopter(s, { side: PT, id: 'AL', type: 'alouette-iii' }));
  s = unwrap(boardHelicopter(s, { side: PT, helicopter: 'AL', stands: ['HIDDEN-R1'] }, RULES));
  for (const h of ['GS', 'AL']) s = unwrap(advanceHelicopter(s, { side: PT, helicopter: h, landingZone: 'LZ Kilo' })).state;
  return s;
};

describe('helicopters and group moves in words', () => {
  it('GIVEN the gunship firing THEN its weapon, the house rule of its dice, the faces and the result are told', () => {
    const r = unwrap(helicopterFire(base(), { side: PT, helicopter: 'GS', target: 'E1', cover: 'cover' }, dice(5, 6, 1), RULES));
    expect(helicopterFireText(r.result, publicNamer(viewFogo(r.state, PUBLIC)))).toBe(
      [
        '**Portugal**: helicopter **GS** (alouette-iii-gunship) fires its 20 mm cannon at **E1** (cover)',
        '• 4 dice (`helicopter.cannonDice`); −1 die (target protected: cover) → 3d6 hitting on 5+ [5, 6, 1] = 2 hits, SUPPRESS',
        'Result: **E1**: SUPPRESS → ok becomes **suppressed**.',
        'initiative kept.',
      ].join('\n'),
    );
  });

  it('GIVEN the Alouette shot down THEN the public is told it is down with all aboard, never who', () => {
    const r = unwrap(antiAircraftFire(base(), { side: FR, firers: ['MG'], helicopter: 'AL' }, dice(5, 5, 5, 1), RULES));
    const text = antiAircraftText(r.result, publicNamer(viewFogo(r.state, PUBLIC)));
    expect(text).toContain('fires reactively at helicopter **AL** (Portugal, alouette-iii)');
    expect(text).toContain('Result: shot down, with all aboard.');
    expect(text).not.toContain('HIDDEN');
  });

  it('GIVEN a group move with a hidden member THEN the public sees the seen members, and one line for the hidden ones, uncounted', () => {
    const r = unwrap(groupMove(base(), { side: PT, stands: ['A', 'B', 'HIDDEN-H'], feature: 'Woods' }, RULES));
    const text = groupMoveText(r.result, publicNamer(viewFogo(r.state, PUBLIC)));
    expect(text).toContain('(measured on the board: **A**, **B**)');
    expect(text).toContain('• Hidden stands of the group move with it; they stay hidden.');
    expect(text).not.toContain('HIDDEN-H');
    expect(text).not.toMatch(/\b3\b/);
    expect(groupMoveText(r.result, viewNamer(viewFogo(r.state, portugal)))).toContain('HIDDEN-H');
  });

  it('GIVEN a barrage whose target is only Pinned THEN the stands beside it are told spared', () => {
    const s = game([spec('FO', 'fo')], [spec('T1', 'rifle-assault'), spec('T2', 'rifle-assault')]);
    const r = unwrap(barrage(s, { side: PT, caller: 'FO', target: 'T1', near: ['T2'] }, undefined, dice(5, 1, 1, 1), RULES));
    expect(barrageText(r.result, publicNamer(viewFogo(r.state, PUBLIC)))).toContain(
      '• **T2**: within one stand width, but spared — the target was not Suppressed, so the kill potential does not reach them',
    );
  });
});
