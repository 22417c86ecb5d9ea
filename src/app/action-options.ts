import type { ActionOption } from '../core/action.js';
import type { RawOptions, RawOptionValue } from './options.js';

/** A command's parsed options as an action keeps them: a file as its name and bytes in base64, a person as they are. */
export function actionOptions(options: Readonly<Record<string, RawOptionValue | undefined>>): Record<string, ActionOption> {
  const out: Record<string, ActionOption> = {};
  for (const [k, v] of Object.entries(options)) {
    if (v === undefined) continue;
    out[k] = typeof v !== 'object' ? v : 'data' in v ? { name: v.name, base64: Buffer.from(v.data).toString('base64') } : { id: v.id, name: v.name };
  }
  return out;
}

/** An action's options as a transport would hand them to the command again. */
export function invocationOptions(options: Readonly<Record<string, ActionOption>>): RawOptions {
  const out: Record<string, RawOptionValue> = {};
  for (const [k, v] of Object.entries(options)) {
    out[k] = typeof v !== 'object' ? v : 'base64' in v ? { name: v.name, data: new Uint8Array(Buffer.from(v.base64, 'base64')) } : { id: v.id, name: v.name };
  }
  return out;
}
