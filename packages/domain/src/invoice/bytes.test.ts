import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64Decode, base64Encode, EncodingError, utf8Decode, utf8Encode } from './bytes.ts';

/** The platform's own encoders, to compare with (the domain's tsconfig has no DOM or Node types). */
const platform = globalThis as unknown as {
  TextEncoder: new () => { encode(text: string): Uint8Array };
  TextDecoder: new () => { decode(bytes: Uint8Array): string };
  btoa(binary: string): string;
};

const hex = (bytes: readonly number[]) => bytes.map((b) => b.toString(16).padStart(2, '0')).join(' ');

describe('utf8Encode and utf8Decode', () => {
  it('encode one to four bytes per character, as UTF-8 requires', () => {
    expect(hex(utf8Encode('A'))).toBe('41');
    expect(hex(utf8Encode('é'))).toBe('c3 a9');
    expect(hex(utf8Encode('ع'))).toBe('d8 b9');
    expect(hex(utf8Encode('€'))).toBe('e2 82 ac');
    expect(hex(utf8Encode('🍊'))).toBe('f0 9f 8d 8a');
  });

  it('count an Arabic seller name by bytes, not characters', () => {
    expect('عصير'.length).toBe(4);
    expect(utf8Encode('عصير')).toHaveLength(8);
  });

  it('keep a leading byte order mark as a character of the text', () => {
    expect(utf8Decode([0xef, 0xbb, 0xbf, 0x41])).toBe('\ufeffA');
  });

  it('replace a lone surrogate with U+FFFD, as TextEncoder does', () => {
    expect(utf8Decode(utf8Encode('a\ud800b'))).toBe('a\ufffdb');
    expect(utf8Decode(utf8Encode('\udc00'))).toBe('\ufffd');
  });

  // Any code point, lone surrogates included, with each UTF-8 length equally likely.
  const anyChar = fc
    .oneof(
      fc.integer({ min: 0, max: 0x7ff }),
      fc.integer({ min: 0x800, max: 0xffff }),
      fc.integer({ min: 0x10000, max: 0x10ffff }),
    )
    .map((code) => String.fromCodePoint(code));

  it('match the platform encoder for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyChar, maxLength: 40 }), (text) => {
        const bytes = utf8Encode(text);
        expect(bytes).toEqual([...new platform.TextEncoder().encode(text)]);
        expect(utf8Decode(bytes)).toBe(new platform.TextDecoder().decode(new Uint8Array(bytes)));
      }),
    );
  });

  it.each([
    ['a lone continuation byte', [0x80]],
    ['an overlong two-byte lead', [0xc0, 0x80]],
    ['a lead past U+10FFFF', [0xf5, 0x80, 0x80, 0x80]],
    ['a missing continuation', [0xe2, 0x82]],
    ['a broken continuation', [0xe2, 0x41, 0xac]],
    ['an overlong three-byte form', [0xe0, 0x80, 0x80]],
    ['a surrogate', [0xed, 0xa0, 0x80]],
    ['a code point past U+10FFFF', [0xf4, 0x90, 0x80, 0x80]],
  ])('refuse %s', (_, bytes) => {
    expect(() => utf8Decode(bytes)).toThrow(EncodingError);
  });
});

describe('base64Encode and base64Decode', () => {
  it('follow RFC 4648 test vectors', () => {
    const vectors = ['', 'Zg==', 'Zm8=', 'Zm9v', 'Zm9vYg==', 'Zm9vYmE=', 'Zm9vYmFy'];
    vectors.forEach((encoded, length) => {
      const bytes = utf8Encode('foobar'.slice(0, length));
      expect(base64Encode(bytes)).toBe(encoded);
      expect(base64Decode(encoded)).toEqual(bytes);
    });
  });

  it('round-trip any bytes, as the platform does', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 })), (bytes) => {
        const encoded = base64Encode(bytes);
        expect(encoded).toBe(platform.btoa(String.fromCharCode(...bytes)));
        expect(base64Decode(encoded)).toEqual(bytes);
      }),
    );
  });

  it('refuse text that is not padded standard Base64', () => {
    for (const text of ['Zg', 'Zg=', 'Z===', 'Zm9v!A==', 'Zm-_'])
      expect(() => base64Decode(text)).toThrow(EncodingError);
  });
});
