import { describe, expect, it } from 'vitest';
import { texts } from '../../../../helpers/harness.js';
import { fngTable, withRadio } from '../../helpers/fng-table.js';

/**
 * A subordinate activated by radio through the commands: the Free World die is 5, so Sgt Pink (REP 5,
 * carrying the radio) acts and Cpl Barnes's team, 30" off, does not — until Pink calls him.
 */
describe('FNG: /fng-mission radio activates a subordinate\'s group (L1698)', () => {
  const faces: number[] = [];
  const { h, must } = fngTable(faces, { us: 'pink@10,20; kelly@11,22; barnes@40,20; charles@42,20', game: (g) => ({ ...withRadio(g), dice: { fwf: 5, cf: 2 } }) });

  it('GIVEN Barnes\'s team left out by the die THEN it may not move', () => {
    expect(h.run('bob', '/fng move moves:"charles@42,16"').ok).toBe(false);
  });

  it('GIVEN Pink calls Barnes (atmospherics 4, a 2 vs REP 5: through; a 3 vs 5: pass) THEN the post says so and Barnes\'s team moves', () => {
    faces.push(4, 2, 3);
    const r = h.run('bob', '/fng-mission radio commander:pink subordinate:barnes');
    must(r);
    const t = texts(r).public;
    expect(t).toContain('📻 **pink** calls **barnes** on **pink**\'s radio (Making the Call, L1665): atmospherics [4] → REP 5; [2] → through.');
    expect(t).toContain('Activate a subordinate (L1698): [3] vs REP 5 → **barnes**\'s group **acts now** (**barnes**, **charles**), giving up its normal activation.');
    must(h.run('bob', '/fng move moves:"charles@42,16"'));
    // The radio had its try this turn.
    const again = h.run('bob', '/fng-mission radio commander:pink subordinate:barnes');
    expect(again.ok ? '' : again.error.message).toMatch(/radio/);
  });
});
