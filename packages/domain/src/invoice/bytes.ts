/**
 * UTF-8 and Base64 for the invoice QR, with the platform's own encoders: `TextEncoder`,
 * `TextDecoder`, `btoa` and `atob` are globals in Node 20 and every browser. The domain's tsconfig
 * has neither the DOM's types nor Node's, so the four are typed here, as much as is used.
 */
interface Platform {
  readonly TextEncoder: new () => { encode(text: string): Uint8Array };
  readonly TextDecoder: new (
    label: 'utf-8',
    options: { readonly fatal: boolean; readonly ignoreBOM: boolean },
  ) => { decode(bytes: Uint8Array): string };
  btoa(binary: string): string;
  atob(base64: string): string;
}

const platform = globalThis as unknown as Platform;

export class EncodingError extends RangeError {
  override readonly name = 'EncodingError';
}

/** The UTF-8 bytes of a string; a lone surrogate becomes U+FFFD. */
export function utf8Encode(text: string): number[] {
  return [...new platform.TextEncoder().encode(text)];
}

/** The string of well-formed UTF-8 bytes (a leading byte order mark kept); throws EncodingError otherwise. */
export function utf8Decode(bytes: readonly number[]): string {
  try {
    return new platform.TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(new Uint8Array(bytes));
  } catch {
    throw new EncodingError('The bytes are not well-formed UTF-8');
  }
}

/** Each byte as the character of that code, the "binary string" `btoa` and `atob` work with. */
function binaryString(bytes: readonly number[]): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return binary;
}

/** Standard Base64 with padding (RFC 4648 §4). */
export function base64Encode(bytes: readonly number[]): string {
  return platform.btoa(binaryString(bytes));
}

/**
 * The bytes of standard padded Base64; throws EncodingError for anything else (`atob` alone would
 * also take white space and missing padding).
 */
export function base64Decode(text: string): number[] {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) {
    throw new EncodingError('Not padded standard Base64');
  }
  return Array.from(platform.atob(text), (char) => char.charCodeAt(0));
}
