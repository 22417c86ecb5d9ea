import { describe, expect, it } from 'vitest';
import { PUBLIC, type Viewer } from '../../../../src/core/views.js';
import { rollCivilianIntention } from '../../../../src/rulesets/fogo/rules/civilians/civilians.js';
import type { FogoState } from '../../../../src/rulesets/fogo/rules/game/state.js';
import { viewFogo } from '../../../../src/rulesets/fogo/rules/view.js';
import { FR, PT, dice, game, spec, unwrap } from './fixtures.js';

const portugal: Viewer = { kind: 'member', userId: 'u-pt', side: PT, gm: false };
const frelimo: Viewer = { kind: 'member', userId: 'u-fr', side: FR, gm: false };
const gm: Viewer = { kind: 'member', userId: 'u-gm', gm: true };
const bystander: Viewer = { kind: 'member', userId: 'u-x', gm: false };

const base = (): FogoState =>
  game(
    [spec('R1', 'rifle-assault', { fieldcraft: 2, traits: ['tracker'], quality: 'veteran' })],
    [
      spec('HIDDEN-AMBUSH', 'rifle-lmg', { hidden: true, feature: 'HIDDEN-mango-grove', fieldcraft: 3 }),
      spec('FR-OFF', 'smg', { offTable: true }),
      spec('FR-L', 'rifle-assault', { traits: ['looter', 'reckless'], fieldcraft: 3, quality: 'green', feature: 'road' }),
      spec('CV', 'civilians', { hidden: true, feature: 'HIDDEN-village' }),
      spec('CV2', 'civilians'),
    ],
    { initiative: FR, lootable: ['shop'] },
  );

describe('viewFogo (crossfire-core §1.5.2, §2.10)', () => {
  it('GIVEN a hidden or off-table stand THEN the enemy and the public do not see it at all, not even counted', () => {
    for (const v of [portugal, PUBLIC, bystander]) {
      const view = viewFogo(base(), v);
      expect(view.stands.map((s) => s.id)).toEqual(['R1', 'FR-L', 'CV2']);
      expect(JSON.stringify(view)).not.toContain('HIDDEN');
    }
  });

  it('GIVEN the owning side or the GM THEN every stand with all its details', () => {
    for (const v of [frelimo, gm]) {
      const view = viewFogo(base(), v);
      expect(view.stands.map((s) => s.id)).toEqual(['R1', 'HIDDEN-AMBUSH', 'FR-OFF', 'FR-L', 'CV', 'CV2']);
      expect(view.stands.find((s) => s.id === 'HIDDEN-AMBUSH')).toMatchObject({
        feature: 'HIDDEN-mango-grove',
        own: { hidden: true, fieldcraft: 3, quality: 'regular' },
      });
    }
    expect(viewFogo(base(), gm).viewer).toEqual({ kind: 'gm' });
    expect(viewFogo(base(), frelimo).viewer).toEqual({ kind: 'side', side: FR });
  });

  it('GIVEN a seen enemy stand THEN its type, status and markers and the Looter declaration, but not quality, fieldcraft or other traits', () => {
    const seen = viewFogo(base(), portugal).stands.find((s) => s.id === 'FR-L');
    expect(seen).toEqual({ id: 'FR-L', side: FR, type: 'rifle-assault', status: 'ok', noFire: false, groundHug: false, feature: 'road', looter: true });
    expect(viewFogo(base(), portugal).stands.find((s) => s.id === 'R1')?.own).toMatchObject({ fieldcraft: 2, traits: ['tracker'] });
  });

  it('GIVEN civilian intentions THEN public, except for a hidden stand', () => {
    let s = unwrap(rollCivilianIntention(base(), { side: FR, stand: 'CV', shootingInVicinity: true, enemyInSight: true }, dice(6))).state;
    s = unwrap(rollCivilianIntention(s, { side: FR, stand: 'CV2', shootingInVicinity: true, enemyInSight: true }, dice(1))).state;
    expect(viewFogo(s, PUBLIC).civilianIntentions).toEqual({ CV2: 'mill-about' });
    expect(viewFogo(s, frelimo).civilianIntentions).toEqual({ CV: 'toward-friends', CV2: 'mill-about' });
  });

  it('GIVEN any view THEN initiative, lootable features and crossfires used are public', () => {
    expect(viewFogo(base(), PUBLIC)).toMatchObject({ initiative: FR, initiativeCount: 1, lootableFeatures: ['shop'], crossfiresUsed: {}, viewer: { kind: 'public' } });
  });
});
