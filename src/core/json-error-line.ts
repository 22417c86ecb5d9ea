/**
 * The 1-based line of the first syntax error in JSON text, or undefined if there is none. Node's
 * JSON.parse does not always say where it stopped, and an order-of-battle author needs the line.
 */
export function jsonErrorLine(text: string): number | undefined {
  const at = jsonErrorOffset(text);
  return at === undefined ? undefined : text.slice(0, at).split('\n').length;
}

class Stop {
  constructor(readonly at: number) {}
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

function jsonErrorOffset(text: string): number | undefined {
  let i = 0;
  const stop = (): never => {
    throw new Stop(i);
  };
  const ws = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i] ?? '')) i++;
  };
  const str = (): void => {
    i++;
    while (i < text.length) {
      const c = text[i] ?? '';
      if (c === '"') {
        i++;
        return;
      }
      if (c === '\\') {
        const e = text[i + 1] ?? '';
        if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else if ('"\\/bfnrt'.includes(e) && e !== '') i += 2;
        else stop();
      } else if (c.charCodeAt(0) < 0x20) stop();
      else i++;
    }
    stop();
  };
  const list = (close: string, item: () => void): void => {
    i++;
    ws();
    if (text[i] === close) {
      i++;
      return;
    }
    for (;;) {
      item();
      ws();
      if (text[i] === ',') i++;
      else if (text[i] === close) {
        i++;
        return;
      } else stop();
    }
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      list('}', () => {
        ws();
        if (text[i] !== '"') stop();
        str();
        ws();
        if (text[i] !== ':') stop();
        i++;
        value();
      });
    } else if (c === '[') list(']', value);
    else if (c === '"') str();
    else if (c !== undefined && /[-0-9]/.test(c)) {
      NUMBER.lastIndex = i;
      const m = NUMBER.exec(text);
      if (!m) stop();
      i += m?.[0].length ?? 0;
    } else {
      const word = ['true', 'false', 'null'].find((w) => text.startsWith(w, i));
      if (word === undefined) stop();
      i += word?.length ?? 0;
    }
  };
  try {
    value();
    ws();
    if (i < text.length) stop();
    return undefined;
  } catch (e) {
    if (e instanceof Stop) return e.at;
    if (e instanceof RangeError) return undefined;
    throw e;
  }
}
