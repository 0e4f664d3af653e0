/** Small image files for tests: real magic bytes (the server decides the type by them), tiny bodies. */
const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
const ascii = (text: string) => new TextEncoder().encode(text);
const concat = (...parts: (Uint8Array | number[])[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** A real 1x1 PNG. */
export const PNG_BYTES = fromBase64(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
);
export const JPEG_BYTES = concat(
  [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10],
  ascii('JFIF'),
  [0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9],
);
export const GIF_BYTES = concat(ascii('GIF89a'), [1, 0, 1, 0, 0, 0, 0, 0x3b]);
export const WEBP_BYTES = concat(
  ascii('RIFF'),
  [26, 0, 0, 0],
  ascii('WEBPVP8L'),
  [13, 0, 0, 0, 0x2f, 0, 0, 0, 0, 0, 0, 0, 0, 0],
);
export const SVG_BYTES = ascii('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="1"/></svg>');

export function dataUrl(bytes: Uint8Array, type = 'image/jpeg'): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:${type};base64,${btoa(binary)}`;
}

/** `size` bytes that start like a JPEG. */
export function jpegOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(JPEG_BYTES.subarray(0, Math.min(size, JPEG_BYTES.length)));
  return bytes;
}

/** `POST /api/images` with raw bytes, as a same-origin browser sends a file. */
export async function uploadImage(
  bytes: Uint8Array,
  { cookie, type = 'image/jpeg' }: { cookie?: string; type?: string } = {},
) {
  const { postBytes } = await import('./http.ts');
  return postBytes('/api/images', bytes, { cookie, type });
}
