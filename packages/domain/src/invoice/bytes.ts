/** UTF-8 and Base64 without TextEncoder, atob or Buffer, so the domain runs anywhere unchanged. */

export class EncodingError extends RangeError {
  override readonly name = 'EncodingError';
}

/** The UTF-8 bytes of a string; a lone surrogate becomes U+FFFD, as TextEncoder does. */
export function utf8Encode(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    const unit = char.charCodeAt(0);
    // for…of yields a whole surrogate pair as one two-unit string, a lone surrogate as one unit.
    let code = char.length === 2 ? (unit - 0xd800) * 0x400 + (char.charCodeAt(1) - 0xdc00) + 0x10000 : unit;
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 0x3f));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    else {
      bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 0x3f), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f));
    }
  }
  return bytes;
}

/** The string of well-formed UTF-8 bytes; throws EncodingError on a malformed sequence. */
export function utf8Decode(bytes: readonly number[]): string {
  let text = '';
  let code = 0;
  let pending = 0;
  let shortest = 0; // the smallest code point the sequence may encode (shorter forms are "overlong")
  for (const byte of bytes) {
    if (pending === 0) {
      if (byte < 0x80) {
        text += String.fromCharCode(byte);
        continue;
      }
      // C0 and C1 only start overlong forms; F5 and above would pass U+10FFFF.
      const length = byte < 0xc2 ? 0 : byte < 0xe0 ? 1 : byte < 0xf0 ? 2 : byte < 0xf5 ? 3 : 0;
      if (length === 0) throw new EncodingError(`Byte ${String(byte)} cannot start a UTF-8 character`);
      pending = length;
      shortest = length === 1 ? 0x80 : length === 2 ? 0x800 : 0x10000;
      code = byte & (0x3f >> length);
    } else {
      if ((byte & 0xc0) !== 0x80) throw new EncodingError('A UTF-8 character is cut short');
      code = (code << 6) | (byte & 0x3f);
      pending -= 1;
      if (pending > 0) continue;
      if (code < shortest || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
        throw new EncodingError(`U+${code.toString(16).toUpperCase()} is not encoded as UTF-8 allows`);
      }
      text += String.fromCodePoint(code);
    }
  }
  if (pending > 0) throw new EncodingError('A UTF-8 character is cut short');
  return text;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard Base64 with padding (RFC 4648 §4). */
export function base64Encode(bytes: readonly number[]): string {
  let out = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const chunk = bytes.slice(index, index + 3);
    const triple = chunk.reduce((acc, byte, k) => acc | (byte << (16 - 8 * k)), 0);
    const chars = [18, 12, 6, 0].map((shift) => ALPHABET.charAt((triple >> shift) & 0x3f));
    out += chars.slice(0, chunk.length + 1).join('') + '='.repeat(3 - chunk.length);
  }
  return out;
}

/** The bytes of standard padded Base64; throws EncodingError for anything else. */
export function base64Decode(text: string): number[] {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) {
    throw new EncodingError('Not padded standard Base64');
  }
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 4) {
    const quad = text.slice(index, index + 4);
    const values = Array.from(quad.replace(/=/g, 'A'), (char) => ALPHABET.indexOf(char));
    const triple = values.reduce((acc, value) => (acc << 6) | value, 0);
    const count = 3 - (quad.length - quad.replace(/=/g, '').length);
    bytes.push(...[(triple >> 16) & 0xff, (triple >> 8) & 0xff, triple & 0xff].slice(0, count));
  }
  return bytes;
}
