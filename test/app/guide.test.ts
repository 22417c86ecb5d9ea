import { describe, expect, it } from 'vitest';
import { harness } from '../helpers/harness.js';

/** The "Now" part of /campaign status, as `who` reads it. */
function now(h: ReturnType<typeof harness>, who: string, channel = 'c1'): string {
  const text = h.run(who, '/campaign status', channel).outcome.private!.text;
  return text.slice(text.indexOf('**Now:**'));
}

describe('"What can I do now?" (issue 14)', () => {
  it('GIVEN a new fogo campaign THEN its post says who holds the initiative and the first moves', () => {
    const h = harness();
    const text = h.run('gm', '/campaign new ruleset:fogo name:T sides:"Portugal,FRELIMO"').outcome.public!.text;
    expect(text).toContain('**Portugal** has the initiative.');
    expect(text).toContain('First moves: `/campaign join side:<side>`');
  });

  it('GIVEN fogo THEN the holder is told its actions and how the initiative passes, the other side its reactions, the GM and a bystander theirs', () => {
    const h = harness();
    h.run('gm', '/campaign new ruleset:fogo name:T sides:"Portugal,FRELIMO"');
    h.run('ana', '/campaign join side:Portugal');
    h.run('ben', '/campaign join side:FRELIMO');
    expect(now(h, 'ana')).toContain('Your side has no stands yet');
    h.run('ana', '/fogo force builtin:cacadores-combat-group');
    const ana = now(h, 'ana');
    expect(ana).not.toContain('no stands yet');
    expect(ana).toContain('You have the initiative: fire (`/fogo fire`)');
    expect(ana).toContain('It passes to **FRELIMO** when an action fails');
    expect(now(h, 'ben')).toContain('you may fire reactively at a stand that moves in your sight (`/fogo reactive`)');
    expect(now(h, 'gm')).toContain('You are the GM');
    expect(now(h, 'cat')).toContain('Join a side to play: `/campaign join side:<Portugal|FRELIMO>`');
    h.run('ana', '/fogo pass');
    expect(now(h, 'ana')).toContain('**FRELIMO** has the initiative');
  });

  it('GIVEN Fire Team before the battle THEN each side is told to muster and the GM to set up; in the patrol phase, how it ends', () => {
    const h = harness();
    h.run('gm', '/campaign new ruleset:fireteam name:Z sides:"Russians,Germans" scenario:fireteam-river-crossing');
    h.run('ana', '/campaign join side:Russians');
    h.run('ben', '/campaign join side:Germans');
    expect(now(h, 'ana')).toContain('Muster your force: `/fireteam force');
    h.run('ana', '/fireteam force list:russians squads:2');
    expect(now(h, 'ana')).toContain('Your force is mustered');
    expect(now(h, 'gm')).toContain('`/fireteam setup` starts the battle');
    h.run('ben', '/fireteam force list:fallschirmjager squads:2');
    expect(h.run('gm', '/fireteam setup patrol:true').ok).toBe(true);
    expect(now(h, 'ana')).toContain('Your move: one patrol marker');
    expect(now(h, 'ben')).toContain('Waiting for **Russians**.');
    expect(now(h, 'ben')).toMatch(/The patrol phase ends when all 8 markers are locked .*: 0 are, 0 of them yours\./);
  });

  it('GIVEN Fire Team in the actions and firing phases THEN the asker is told its orders, the other side that it waits', () => {
    const h = harness();
    h.run('gm', '/campaign new ruleset:fireteam name:Z sides:"Russians,Germans" scenario:fireteam-river-crossing');
    h.run('ana', '/campaign join side:Russians');
    h.run('ben', '/campaign join side:Germans');
    h.run('ana', '/fireteam force list:russians squads:2');
    h.run('ben', '/fireteam force list:fallschirmjager squads:2');
    h.run('gm', '/fireteam setup patrol:false');
    expect(now(h, 'ana')).toContain('Your action: bring a unit on (`/fireteam deploy`)');
    expect(now(h, 'ben')).toContain('Waiting for **Russians**.');
    expect(now(h, 'ben')).toContain('The actions phase ends when both sides are `/fireteam done`');
    h.run('ana', '/fireteam done');
    h.run('ben', '/fireteam done');
    expect(now(h, 'ana')).toContain('Declare all your fire at once, in secret');
    h.run('ana', '/fireteam fire declare');
    expect(now(h, 'ana')).toContain('Your fire is declared; waiting for **Germans**.');
  });

  it('GIVEN FNG THEN a newcomer is offered the Free World side only, a player told to muster and place, then to give the activation its orders', () => {
    const faces: number[] = [];
    const h = harness({ faces });
    h.run('gm', '/campaign new ruleset:fng name:T sides:"US,VC"');
    expect(now(h, 'ben')).toContain("Join the Free World side to play: `/campaign join side:US` (VC is Sitrep's and the GM's).");
    h.run('ana', '/campaign join side:US');
    expect(now(h, 'ana')).toContain('Muster your force: `/fng force builtin:<force>`');
    h.run('ana', '/fng force builtin:fng-pink-squad');
    expect(now(h, 'ana')).toMatch(/\d+ of your figures wait off the table/);
    h.run('ana', '/fng figure place figures:"pink@10,20; charles@12,22"');
    h.run('gm', '/fng force builtin:fng-vc-cell side:VC');
    h.run('gm', '/fng figure place figures:"tranh@26,20; lam@28,20" side:VC');
    faces.push(5, 3);
    expect(h.run('gm', '/fng activate').ok).toBe(true);
    expect(now(h, 'ana')).toContain('Your activation: groups whose leader');
    expect(now(h, 'gm')).toContain('You are the GM');
  });
});
