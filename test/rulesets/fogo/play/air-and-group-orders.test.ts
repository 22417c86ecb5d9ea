import { describe, expect, it } from 'vitest';
import { texts } from '../../../helpers/harness.js';
import { fogoTable } from '../../../helpers/fogo-table.js';

// /fogo heli fire, /fogo heli aa and /fogo groupmove through the app: what each reader is told, and
// refusals that read the same whatever the enemy keeps secret (DESIGN.md, Hidden information).
describe('fogo: helicopter fire, AA fire and group moves as orders', () => {
  it("GIVEN Portugal's Alouette at base with a team aboard, and no helicopter at all THEN FRELIMO's AA is refused in the same words but for the id", () => {
    const { h, must } = fogoTable();
    must('ana', '/fogo stand add id:PA-1 type:rifle-assault quality:veteran fieldcraft:2 hidden:true');
    must('ann', '/fogo stand change id:PA-1 offtable:true');
    must('ana', '/fogo heli add id:AL-9 type:alouette-iii');
    must('ana', '/fogo heli board helicopter:AL-9 stands:PA-1');
    const atBase = h.run('ben', '/fogo heli aa firers:FR-2 helicopter:AL-9');
    const none = h.run('ben', '/fogo heli aa firers:FR-2 helicopter:AL-8');
    expect(atBase.ok || none.ok).toBe(false);
    expect(texts(atBase).private.replace('AL-9', 'ID')).toBe(texts(none).private.replace('AL-8', 'ID'));
    expect(texts(atBase).public).toBe('');
    expect(texts(atBase).private).not.toMatch(/PA-1|base|aboard/i);
  });

  it('GIVEN the gunship hovering THEN its fire is public, and FRELIMO may fire at it reactively in Portugal\'s initiative', () => {
    const { h, must } = fogoTable();
    must('ana', '/fogo heli add id:GS-1 type:alouette-iii-gunship');
    must('ana', '/fogo heli advance helicopter:GS-1 lz:"the paddy dyke"');
    const fired = must('ana', '/fogo heli fire helicopter:GS-1 target:FR-2 cover:open');
    expect(texts(fired).public).toContain('helicopter **GS-1** (alouette-iii-gunship) fires its 20 mm cannon at **FR-2** (open)');
    const game = h.store.transaction((tx) => tx.activeCampaign('c1')!.game as { initiative: string });
    if (game.initiative === 'Portugal') {
      const aa = must('ben', '/fogo heli aa firers:FR-1 helicopter:GS-1');
      expect(texts(aa).public).toContain('fires reactively at helicopter **GS-1**');
    } else {
      const aa = must('ben', '/fogo heli aa firers:FR-1 helicopter:GS-1');
      expect(texts(aa).public).toContain('fires at helicopter **GS-1**');
    }
  });

  it("GIVEN a group move made in sight THEN FRELIMO's Untrained militia hear, by DM only, that someone must fire", () => {
    const { must } = fogoTable();
    must('ben', '/fogo stand add id:MIL-1 type:rifle-assault quality:green fieldcraft:1 traits:untrained');
    const moved = must('ana', '/fogo groupmove stands:CA-1,CA-2 feature:"Elephant grass" seen:true');
    expect(texts(moved).public).toContain('moves a group as one action');
    expect(texts(moved).dms).toEqual([{ to: 'ben', text: expect.stringContaining('Untrained `MIL-1` must fire reactively') }]);
    expect(texts(moved).public).not.toContain('Untrained');
  });
});
