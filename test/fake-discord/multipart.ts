/** One part of a multipart/form-data body. `filename` is set for file parts. */
export interface FormPart {
  readonly name: string;
  readonly filename: string | undefined;
  readonly contentType: string | undefined;
  readonly data: Buffer;
}

/** The boundary of a `multipart/form-data; boundary=...` content type, or undefined. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!contentType || !/^multipart\/form-data/i.test(contentType)) return undefined;
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  return m ? (m[1] ?? m[2])?.trim() : undefined;
}

/** Undici escapes `"`, CR and LF in form-data names as %22, %0D and %0A (per the HTML spec). */
function unescapeFormName(s: string): string {
  return s.replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n');
}

function headerParam(header: string, param: string): string | undefined {
  const m = new RegExp(`;\\s*${param}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header);
  return m?.[1] === undefined ? undefined : unescapeFormName(m[1]);
}

/**
 * A deliberately small multipart/form-data parser: splits on the boundary, keeps each part's bytes
 * as a Buffer. Enough for what undici's FormData (used by @discordjs/rest) produces.
 */
export function parseMultipart(body: Buffer, boundary: string): FormPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: FormPart[] = [];
  let start = body.indexOf(delimiter);
  if (start < 0) throw new Error('multipart body without its boundary');
  for (;;) {
    let cursor = start + delimiter.length;
    // `--boundary--` closes the body.
    if (body[cursor] === 0x2d && body[cursor + 1] === 0x2d) break;
    if (body[cursor] === 0x0d && body[cursor + 1] === 0x0a) cursor += 2;
    const next = body.indexOf(delimiter, cursor);
    if (next < 0) throw new Error('multipart body not terminated');
    const headerEnd = body.indexOf('\r\n\r\n', cursor);
    if (headerEnd < 0 || headerEnd > next) throw new Error('multipart part without headers');
    const headers = body.subarray(cursor, headerEnd).toString('utf8').split('\r\n');
    // The part's data ends with the CRLF that precedes the next delimiter.
    const data = Buffer.from(body.subarray(headerEnd + 4, next - 2));
    const disposition = headers.find((h) => /^content-disposition:/i.test(h)) ?? '';
    const type = headers.find((h) => /^content-type:/i.test(h));
    const name = headerParam(disposition, 'name');
    if (name === undefined) throw new Error(`multipart part without a name: ${disposition}`);
    parts.push({
      name,
      filename: headerParam(disposition, 'filename'),
      contentType: type?.slice(type.indexOf(':') + 1).trim(),
      data,
    });
    start = next;
  }
  return parts;
}
