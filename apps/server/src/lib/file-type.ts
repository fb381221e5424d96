/** A file's type judged by its first bytes (magic numbers), never by its name or declared type. */
export type DetectedFileType =
  | { kind: 'image'; mime: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp'; extension: string }
  | { kind: 'pdf'; mime: 'application/pdf'; extension: 'pdf' }
  | { kind: 'unknown' };

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const GIF87 = ascii('GIF87a');
const GIF89 = ascii('GIF89a');
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const PDF = ascii('%PDF-');

/** PNG, JPEG, GIF and WEBP are images; PDF is a PDF; anything else (HTML, SVG, text, zip) is unknown. */
export function detectFileType(bytes: Uint8Array): DetectedFileType {
  if (startsWith(bytes, PNG)) return { kind: 'image', mime: 'image/png', extension: 'png' };
  if (startsWith(bytes, JPEG)) return { kind: 'image', mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89))
    return { kind: 'image', mime: 'image/gif', extension: 'gif' };
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8))
    return { kind: 'image', mime: 'image/webp', extension: 'webp' };
  if (startsWith(bytes, PDF)) return { kind: 'pdf', mime: 'application/pdf', extension: 'pdf' };
  return { kind: 'unknown' };
}
