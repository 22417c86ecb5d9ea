import type { RuleResult } from '../core/result.js';
import type { OptionSpec, OptionSpecs, OptionValues } from './command.js';
import type { Attachment } from './outcome.js';
import type { Actor } from '../core/campaign.js';

/** Attachments are rules data (orders of battle, scenarios), never large media; both transports cap them here. */
export const MAX_ATTACHMENT_BYTES = 512 * 1024;

/** An option as a transport hands it over: typed by Discord, or text from the local table. */
export type RawOptionValue = string | number | boolean | Attachment | Actor;
export type RawOptions = Readonly<Record<string, RawOptionValue>>;

export type InputError =
  | 'input/unknown-option'
  | 'input/missing-option'
  | 'input/empty'
  | 'input/too-long'
  | 'input/too-short'
  | 'input/not-a-choice'
  | 'input/not-an-integer'
  | 'input/out-of-range'
  | 'input/not-a-boolean'
  | 'input/not-an-attachment'
  | 'input/not-a-user'
  | 'input/bad-characters'
  | 'input/attachment-too-large'
  | 'input/attachment-unavailable'
  | LineError;

/** Errors in a line typed at the local table, before it becomes an invocation. */
export type LineError =
  | 'input/unterminated-quote'
  | 'input/duplicate-option'
  | 'input/stray-text'
  | 'input/not-a-command'
  | 'input/bad-name'
  | 'input/no-such-choice';

type ParseResult = RuleResult<RawOptionValue, InputError>;

const err = (code: InputError, option: string, extra: Record<string, string | number> = {}): ParseResult => ({
  ok: false,
  code,
  params: { option, ...extra },
});

// Control characters other than plain spaces have no place in a slash-command option.
const CONTROL = /[\u0000-\u001f\u007f]/;

function parseOne(name: string, spec: OptionSpec, raw: RawOptionValue): ParseResult {
  switch (spec.type) {
    case 'string': {
      if (typeof raw !== 'string') return err('input/not-a-choice', name, { choices: spec.choices?.join(', ') ?? 'text' });
      const text = raw.trim();
      if (text.length === 0) return err('input/empty', name);
      if (CONTROL.test(text)) return err('input/bad-characters', name);
      if (spec.maxLength !== undefined && text.length > spec.maxLength) return err('input/too-long', name, { max: spec.maxLength });
      if (spec.minLength !== undefined && text.length < spec.minLength) return err('input/too-short', name, { min: spec.minLength });
      if (spec.choices) {
        const c = spec.choices.find((x) => x.toLowerCase() === text.toLowerCase());
        if (c === undefined) return err('input/not-a-choice', name, { choices: spec.choices.join(', ') });
        return { ok: true, value: c };
      }
      return { ok: true, value: text };
    }
    case 'integer': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*[+-]?\d+\s*$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(n)) return err('input/not-an-integer', name);
      const min = spec.min ?? Number.MIN_SAFE_INTEGER;
      const max = spec.max ?? Number.MAX_SAFE_INTEGER;
      if (n < min || n > max) return err('input/out-of-range', name, { min, max });
      return { ok: true, value: n };
    }
    case 'boolean': {
      if (typeof raw === 'boolean') return { ok: true, value: raw };
      const t = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
      if (['true', 'yes', 'on'].includes(t)) return { ok: true, value: true };
      if (['false', 'no', 'off'].includes(t)) return { ok: true, value: false };
      return err('input/not-a-boolean', name);
    }
    case 'attachment':
      if (typeof raw === 'object' && raw !== null && 'data' in raw) return { ok: true, value: raw };
      return err('input/not-an-attachment', name);
    case 'user':
      if (typeof raw === 'object' && raw !== null && 'id' in raw && typeof raw.id === 'string' && typeof raw.name === 'string' && raw.id !== '') {
        return { ok: true, value: { id: raw.id, name: raw.name } };
      }
      return err('input/not-a-user', name);
  }
}

/** Checks raw options against a command's spec: names, presence, types, ranges and choices. */
export function parseOptions<O extends OptionSpecs>(
  specs: O,
  raw: RawOptions,
): RuleResult<OptionValues<O>, InputError> {
  for (const name of Object.keys(raw)) {
    if (!Object.hasOwn(specs, name)) {
      return { ok: false, code: 'input/unknown-option', params: { option: name, known: Object.keys(specs).join(', ') || 'none' } };
    }
  }
  const out: Record<string, RawOptionValue> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const value = raw[name];
    if (value === undefined) {
      if (spec.required) return { ok: false, code: 'input/missing-option', params: { option: name } };
      continue;
    }
    const parsed = parseOne(name, spec, value);
    if (!parsed.ok) return parsed;
    out[name] = parsed.value;
  }
  return { ok: true, value: out as OptionValues<O> };
}
