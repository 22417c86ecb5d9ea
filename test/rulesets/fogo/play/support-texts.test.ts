import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../../../src/core/views.js';
import { antiTankText, barrageText, smokeText } from '../../../../src/rulesets/fogo/play/format-support.js';
import { publicNamer, viewNamer } from '../../../../src/rulesets/fogo/play/session.js';
import { antiTankFire } from '../../../../src/rulesets/fogo/rules/fire/anti-tank.js';
import { barrage, smoke } from '../../../../src/rulesets/fogo/rules/support/indirect-fire.js';
import { viewFogo } from '../../../../src/rulesets/fogo/rules/view.js';
import { FR, PT, RULES, dice, game, spec, unwrap } from '../rules/fixtures.js';
import { frWithThree } from '../rules/fieldcraft/setup.js';

const frelimo = { kind: 'member', userId: 'u', side: FR, gm: false } as const;

describe('indirect and anti-tank fire in words', () => {
  it('GIVEN a barrage by a hidden FO THEN the public reads every die and result but not the FO; its side reads the FO', () => {
    const s = game([spec('HIDDEN-FO', 'fo', { hidden: true })], [spec('T1', 'rifle-assault'), spec('T2', 'rifle-assault')]);
    const r = unwrap(barrage(s, { side: PT, caller: 'HIDDEN-FO', target: 'T1', near: ['T2'] }, undefined, dice(5, 6, 1, 1, 6, 1, 1, 1), RULES));
    const text = barrageText(r.result, publicNamer(viewFogo(r.state, PUBLIC)));
    expect(text).toBe(
      [
        '**Portugal** calls an off-table HE barrage on **T1** (called by a hidden stand; fire mission 1)',
        '• **T1** (target): 4 dice base → 4d6 hitting on 5+ [5, 6, 1, 1] = 2 hits, SUPPRESS',
        "• **T2** (within one stand width on the caller's word): 4 dice base → 4d6 hitting on 5+ [6, 1, 1, 1] = 1 hit, PIN",
        'Result: **T1**: SUPPRESS → ok becomes **suppressed**; **T2**: PIN → ok becomes **pinned** — initiative kept.',
      ].join('\n'),
    );
    expect(barrageText(r.result, viewNamer(viewFogo(r.state, { ...frelimo, side: PT })))).toContain('called by **HIDDEN-FO**');
  });

  it('GIVEN smoke from a Sneaker THEN the marker is named, never the stand in it', () => {
    const r = unwrap(smoke(frWithThree(), { side: FR, sneaker: 'S1', at: 'the ford' }, dice(2), RULES));
    const text = smokeText(r.result, publicNamer(viewFogo(r.state, PUBLIC)));
    expect(text).toContain('called from Sneaker `S1`');
    expect(text).toContain('d6 [2] = 2, needs 4+');
    expect(text).toContain('The smoke goes astray — initiative passes.');
    expect(text).not.toContain('HIDDEN');
  });

  it('GIVEN an Uneducated recoilless rifle firing HE at a truck THEN ACC, HE pool and result are told', () => {
    const s = game([spec('P', 'rifle-assault')], [spec('RR', 'recoilless-rifle', { traits: ['uneducated'] })], { initiative: FR });
    const r = unwrap(antiTankFire(s, { side: FR, firer: 'RR', vehicle: 'Berliet truck', armour: 0, round: 'he' }, dice(4, 5, 6), RULES));
    expect(antiTankText(r.result, publicNamer(viewFogo(r.state, PUBLIC)))).toBe(
      [
        '**FRELIMO** fires HE with **RR** (recoilless rifle) at Berliet truck (ARM 0)',
        'ACC: d6 [4] +1 (weapon ACC) −1 (Uneducated crew on ACC) = 4, needs 4+ → hit',
        'HE: 3 dice base; −1 die (Uneducated crew on HE) → 2d6 hitting on 5+ [5, 6] = 2 hits, SUPPRESS',
        'Result: crew **SUPPRESSED** — initiative kept.',
      ].join('\n'),
    );
  });
});
