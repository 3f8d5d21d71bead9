/** A received email as tests look at it: decoded headers and the decoded text and HTML parts. */
export interface MimeMessage {
  /** Lower-case header names; values unfolded and with encoded words (=?UTF-8?Q?...?=) decoded. */
  headers: Record<string, string>;
  text: string | null;
  html: string | null;
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

/** Quoted-printable (and the Q encoding of headers) to UTF-8 text. */
function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value[i] === '=' ? value.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(value.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  // Whitespace between two adjacent encoded words is folding, not content (RFC 2047 §6.2).
  return value
    .replace(/(\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_word, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function parsePart(raw: string): Part {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    if (colon > 0 && !(name in headers)) headers[name] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body: split < 0 ? '' : raw.slice(split + 4) };
}

function decodeBody({ headers, body }: Part): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body.replace(/=\r\n/g, ''));
  return body;
}

/** The leaf parts of a message, depth first (multipart/* is split on its boundary). */
function leaves(part: Part): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /^multipart\//i.test(type) ? /boundary="?([^";]+)"?/i.exec(type)?.[1] : undefined;
  if (!boundary) return [part];
  const [, ...sections] = part.body.split(`--${boundary}`);
  return sections
    .filter((section) => !section.startsWith('--'))
    .flatMap((section) => leaves(parsePart(section.replace(/^\r\n/, '').replace(/\r\n$/, ''))));
}

/**
 * Enough MIME for the messages our worker sends (nodemailer: multipart/alternative, quoted-printable or
 * base64, UTF-8): no attachments, no other charsets.
 */
export function parseMimeMessage(raw: string): MimeMessage {
  // The last CRLF ends the DATA command (CRLF.CRLF), not the body.
  const message = parsePart(raw.replace(/\r\n$/, ''));
  const parts = leaves(message);
  const find = (type: string) => {
    const part = parts.find((p) => (p.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type));
    return part ? decodeBody(part) : null;
  };
  return { headers: message.headers, text: find('text/plain'), html: find('text/html') };
}
