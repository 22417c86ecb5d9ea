import { describe, expect, it } from 'vitest';
import { texts } from '../helpers/harness.js';
import { fogoTable } from '../helpers/fogo-table.js';

/** Portugal (ana) against FRELIMO (ben), GM ann; Portugal holds the initiative. */
function table() {
  const { h, must } = fogoTable();
  const board = (who: string) => texts(must(who, '/fogo stand list')).private;
  const refused = (who: string) => {
    const r = h.run(who, '/campaign undo');
    expect(r.ok).toBe(false);
    return r.ok ? undefined : r.error;
  };
  return { h, must, board, refused };
}

const MOVE = '/fogo move stand:CA-3 feature:"Elephant grass" seen:false';

describe('/campaign undo', () => {
  it('GIVEN her own move that rolled nothing THEN ana takes it back: the game as before, the log keeping both', () => {
    const { h, must, board } = table();
    const before = board('ana');
    must('ana', MOVE);
    expect(board('ana')).not.toBe(before);
    const undo = must('ana', '/campaign undo');
    expect(texts(undo).public).toBe('↩️ ana took back their last action (`/fogo move`); the game stands as it did before it.');
    expect(board('ana')).toBe(before);
    const log = texts(h.run('ben', '/campaign log')).private;
    expect(log).toContain('moves **CA-3**');
    expect(log).toContain('took back their last action');
  });

  it("GIVEN ana's move THEN ben cannot take it back, in the same words as when there is nothing at all", () => {
    const { must, refused } = table();
    const none = refused('ana');
    must('ana', MOVE);
    expect(refused('ben')).toEqual(none);
    expect(none?.code).toBe('undo/nothing');
  });

  it('GIVEN a die rolled since (a quick roll, or a move that rolled) THEN nothing before it can be taken back, by the GM either', () => {
    const { must, refused } = table();
    must('ana', MOVE);
    must('ben', '/roll dice:1d6');
    refused('ana');
    refused('ann');
    must('ana', MOVE.replace('CA-3', 'CA-2'));
    must('ana', '/fogo fire firers:CA-1 target:FR-2 cover:cover');
    refused('ana');
    refused('ann');
  });

  it('GIVEN two moves THEN the GM takes back both, one at a time, back to the last roll; ana only her latest', () => {
    const { must, board, refused } = table();
    const start = board('ann');
    must('ana', MOVE);
    const afterFirst = board('ann');
    must('ana', MOVE.replace('CA-3', 'CA-2'));
    expect(texts(must('ann', '/campaign undo')).public).toBe("↩️ ann took back ana's action (`/fogo move`); the game stands as it did before it.");
    expect(board('ann')).toBe(afterFirst);
    must('ann', '/campaign undo');
    expect(board('ann')).toBe(start);
    refused('ann');
  });

  it('GIVEN FRELIMO deploys a stand in secret after her move THEN ana takes it back all the same, and the secret stand stays', () => {
    const { h, must, board } = table();
    must('ana', MOVE);
    must('ben', '/fogo stand add id:MG1 type:mmg quality:veteran fieldcraft:2 hidden:true');
    const undo = must('ana', '/campaign undo');
    expect(texts(undo).public).toContain('took back their last action');
    expect(board('ben')).toContain('MG1');
    expect(board('ana')).not.toContain('MG1');
    expect(board('ana')).not.toContain('Elephant grass');
    expect(h.run('ana', '/campaign undo').ok).toBe(false);
  });

  it("GIVEN another player's move since THEN hers can no longer be taken back by her", () => {
    const { must, refused } = table();
    must('ana', MOVE);
    must('ana', '/fogo pass');
    must('ben', '/fogo move stand:FR-2 feature:"Elephant grass" seen:false');
    refused('ana');
  });

  it('GIVEN a pass that handed over the initiative THEN undoing it gives it back, and the clock times Portugal again', () => {
    const { h, must } = table();
    must('ann', '/campaign pace remind:6');
    must('ana', '/fogo pass');
    const undo = must('ana', '/campaign undo');
    expect(texts(undo).public).toContain('Portugal');
    expect(texts(must('ben', '/campaign pace')).private).toContain('reminder for Portugal');
    expect(h.run('ben', '/fogo pass').ok).toBe(false);
  });

  it('GIVEN a hidden stand moved unseen THEN its undo names no stand; a move that revealed it cannot be undone', () => {
    const { h, must, refused } = table();
    must('ana', '/fogo stand add id:CA-9 type:rifle-assault quality:regular fieldcraft:1 hidden:true feature:"Baobab clump" commander:CA-PC');
    must('ana', '/fogo move stand:CA-9 feature:"Elephant grass" seen:false');
    const undo = must('ana', '/campaign undo');
    expect(texts(undo).public).not.toContain('CA-9');
    expect(texts(h.run('ben', '/campaign log')).private).not.toContain('CA-9');
    must('ana', '/fogo move stand:CA-9 feature:open seen:true'); // seen moving: revealed to FRELIMO
    expect(refused('ana')?.code).toBe('undo/nothing');
    expect(refused('ann')?.code).toBe('undo/nothing');
  });
});
