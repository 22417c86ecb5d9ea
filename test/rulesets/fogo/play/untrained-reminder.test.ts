import { describe, expect, it } from 'vitest';
import { texts } from '../../../helpers/harness.js';
import { fogoTable } from '../../../helpers/fogo-table.js';

// Untrained stands must fire reactively when able (crossfire-core, Troop qualities [A] FC): the bot tells their side.
describe('fogo: Untrained stands must answer a move in sight', () => {
  const MOVE = '/fogo move stand:CA-3 feature:"Elephant grass"';

  it("GIVEN FRELIMO's Untrained militia THEN a move seen tells FRELIMO's player, privately, that someone must fire; no one else hears it", () => {
    const { must } = fogoTable();
    must('ben', '/fogo stand add id:MIL-1 type:rifle-assault quality:green fieldcraft:1 traits:untrained');
    const seen = must('ana', `${MOVE} seen:true`);
    expect(texts(seen).dms).toEqual([{ to: 'ben', text: expect.stringContaining('Untrained `MIL-1` must fire reactively if it can see the mover') }]);
    expect(texts(seen).public).not.toContain('Untrained');
    expect(texts(seen).private).toBe('');
  });

  it('GIVEN a move unseen, or the militia Suppressed THEN no reminder', () => {
    const { must } = fogoTable();
    must('ben', '/fogo stand add id:MIL-1 type:rifle-assault quality:green fieldcraft:1 traits:untrained');
    expect(texts(must('ana', `${MOVE} seen:false`)).dms).toEqual([]);
    must('ann', '/fogo stand change id:MIL-1 status:suppressed');
    expect(texts(must('ana', '/fogo move stand:CA-2 feature:"Elephant grass" seen:true')).dms).toEqual([]);
  });
});
