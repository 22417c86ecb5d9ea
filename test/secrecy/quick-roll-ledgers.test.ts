import { describe, expect, it } from 'vitest';
import { SecretCipher } from '../../src/persistence/secret-cipher.js';
import { LEDGER_KEY, countingSecrets, harness, shownBy } from '../helpers/harness.js';

/**
 * Quick rolls outside a campaign: alice rolls hidden ("HIDDEN-why"), bob in the open. Whatever anyone
 * else runs, alice's dice, reason and ledger secret stay hers until she publishes them herself.
 * Each ledger has its own secret here, so publishing one cannot hide behind another's.
 */
function table() {
  const h = harness({ secrets: countingSecrets() });
  const seen: { to: string; text: string; line: string }[] = [];
  const act = (who: string, line: string, channel = 'c1') => {
    const r = h.run(who, line, channel);
    for (const s of shownBy(r, who)) seen.push({ ...s, line });
    if (!r.ok) seen.push({ to: who, text: r.error.message, line });
    return r;
  };
  const hidden = act('alice', '/roll dice:2d6 hidden:true reason:HIDDEN-why');
  act('bob', '/roll dice:3d6');
  const row = h.store.db.$client.prepare("SELECT ledger_id AS ledger, parts FROM rolls WHERE actor_name = 'alice'").get() as { ledger: number; parts: string };
  // Stored encrypted under LEDGER_KEY: the leak checks look for the secret itself.
  const stored = (h.store.db.$client.prepare('SELECT secret FROM ledgers WHERE id = ?').get(row.ledger) as { secret: Buffer }).secret;
  const secret = new SecretCipher(LEDGER_KEY).decrypt(stored).toString('hex');
  const output = (JSON.parse(row.parts) as { output: string }[])[0]!.output;
  /** Anything of alice's hidden roll shown to someone other than alice. */
  const leaks = () =>
    seen.filter((s) => s.to !== 'alice' && (s.text.includes('HIDDEN') || s.text.includes(output) || s.text.includes(secret))).map((s) => `${s.to} after ${s.line}`);
  return { h, act, seen, hidden, ledger: row.ledger, output, secret, leaks };
}

/** "ledger #n" as a post names it. */
const ledgerNo = (n: number) => new RegExp(`ledger #${n}\\b`);

describe('hidden quick rolls outside a campaign', () => {
  it("GIVEN alice's hidden roll THEN the channel learns only which roll of her sealed ledger was made, and its commitment", () => {
    const { hidden, ledger } = table();
    const lines = hidden.outcome.public!.text.split('\n');
    expect(lines[0]).toBe(`🎲 Roll #1 of alice's sealed ledger #${ledger} was made hidden.`);
    expect(lines[1]).toMatch(/^New sealed dice ledger for alice's hidden rolls; only alice can publish it\. Dice commitment \(SHA-256 of the secret\): `[0-9a-f]{64}`$/);
    expect(hidden.outcome.private!.text).toContain('HIDDEN-why');
  });

  it('GIVEN anyone else runs /verify THEN it proves the public rolls and shows nothing of the hidden one', () => {
    const { act, leaks, ledger } = table();
    const v = act('bob', '/verify');
    act('carol', '/verify');
    act('alice', '/verify');
    act('bob', '/roll dice:1d6');
    act('bob', '/verify');
    expect(leaks()).toEqual([]);
    expect(v.outcome.public!.text).toContain('PASS: 1/1 rolls recomputed exactly.');
    expect(v.outcome.public!.text).not.toMatch(ledgerNo(ledger));
  });

  it('GIVEN her sealed ledger is asked for by number THEN the answer reads exactly as for a ledger that does not exist', () => {
    const { act, ledger, leaks } = table();
    const sealed = act('bob', `/verify ledger:${ledger}`);
    const none = act('bob', '/verify ledger:99');
    const own = act('alice', `/verify ledger:${ledger}`);
    const elsewhere = act('bob', `/verify ledger:${ledger}`, 'c2');
    for (const r of [sealed, none, own, elsewhere]) expect(r.ok).toBe(false);
    if (sealed.ok || none.ok || own.ok || elsewhere.ok) return;
    expect(sealed.error).toEqual(none.error);
    expect(own.error).toEqual(none.error);
    expect(elsewhere.error).toEqual(none.error);
    expect(leaks()).toEqual([]);
  });

  it('GIVEN alice publishes with /verify mine:true THEN the channel sees her dice checked, and anyone can check them again', () => {
    const { act, output, secret, ledger } = table();
    const mine = act('alice', '/verify mine:true');
    expect(mine.ok).toBe(true);
    const text = mine.outcome.public!.text;
    expect(text).toContain(`alice's sealed ledger #${ledger}`);
    expect(text).toContain(output);
    expect(text).not.toContain('HIDDEN-why');
    expect(text).toContain('PASS: 1/1 rolls recomputed exactly.');
    const again = act('bob', `/verify ledger:${ledger}`);
    expect(again.outcome.public!.text).toContain(output);
    expect(act('dan', '/verify').outcome.public!.text).toContain(`alice's sealed ledger #${ledger}`);
    // The secret is public now, so her next hidden roll opens a fresh sealed ledger.
    const next = act('alice', '/roll dice:1d6 hidden:true');
    expect(next.outcome.public!.text).toContain('New sealed dice ledger');
    expect(next.outcome.public!.text).not.toMatch(ledgerNo(ledger));
    expect(secret).toHaveLength(64);
  });

  it('GIVEN /campaign export of quick rolls THEN others get the public ledger only, her sealed one reads as missing, and she gets hers without its secret', () => {
    const { act, ledger, leaks, output, secret } = table();
    const bobs = act('bob', '/campaign export quick:true');
    const names = (r: typeof bobs) => (r.outcome.private?.files ?? []).map((f) => f.name);
    expect(names(bobs)).toHaveLength(1);
    expect(names(bobs)).not.toContain(`ledger-${ledger}.json`);
    const sealed = act('bob', `/campaign export ledger:${ledger}`);
    const none = act('bob', '/campaign export ledger:99');
    expect(sealed.ok || none.ok).toBe(false);
    if (!sealed.ok && !none.ok) expect(sealed.error).toEqual(none.error);
    const hers = act('alice', `/campaign export ledger:${ledger}`);
    const file = Buffer.from(hers.outcome.private!.files![0]!.data).toString('utf8');
    expect(file).toContain(output);
    expect(file).not.toContain(secret);
    expect(leaks()).toEqual([]);
    act('alice', '/verify mine:true');
    const after = act('bob', `/campaign export ledger:${ledger}`);
    expect(Buffer.from(after.outcome.private!.files![0]!.data).toString('utf8')).toContain(secret);
  });

  it('GIVEN no sealed ledger of your own THEN /verify mine:true is refused privately and nothing is written', () => {
    const { h, act } = table();
    const before = h.snapshot();
    const r = act('bob', '/verify mine:true');
    expect(r.ok ? 'ok' : r.error.code).toBe('verify/no-sealed-ledger');
    expect(r.outcome.public).toBeUndefined();
    expect(h.snapshot()).toBe(before);
  });

  it('GIVEN sealed ledgers in two channels THEN each channel has its own, published on its own', () => {
    const { act, ledger, leaks } = table();
    const there = act('alice', '/roll dice:2d6 hidden:true reason:HIDDEN-there', 'c2');
    expect(there.outcome.public!.text).toContain('New sealed dice ledger');
    expect(there.outcome.public!.text).not.toMatch(ledgerNo(ledger));
    const mine = act('alice', '/verify mine:true', 'c2');
    expect(mine.outcome.public!.text).not.toMatch(ledgerNo(ledger));
    expect(act('bob', `/verify ledger:${ledger}`).ok).toBe(false);
    expect(leaks()).toEqual([]);
  });

  it('GIVEN a campaign starts in the channel THEN hidden rolls go to the GM as before, and alice can still publish her sealed ledger', () => {
    const { act, ledger, leaks } = table();
    act('gm', '/campaign new ruleset:fogo name:Later sides:"A,B"');
    act('alice', '/campaign join side:A');
    const inCampaign = act('alice', '/roll dice:1d6 hidden:true');
    expect(inCampaign.outcome.public!.text).toMatch(/^🎲 Roll #1 by alice was made hidden\.$/);
    expect(inCampaign.outcome.gm?.to.name).toBe('gm');
    act('bob', '/verify');
    expect(leaks()).toEqual([]);
    const mine = act('alice', '/verify mine:true');
    expect(mine.outcome.public!.text).toContain(`alice's sealed ledger #${ledger}`);
    expect(mine.outcome.public!.text).toContain('PASS: 1/1 rolls recomputed exactly.');
  });
});
