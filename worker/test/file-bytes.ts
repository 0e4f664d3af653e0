/** Small files for the coaching file tests: real magic bytes and ZIP structure (the server decides by them). */
const encoder = new TextEncoder();

export const PDF_BYTES = encoder.encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** What a Windows program starts with ("MZ"), whatever it is named. */
export const EXE_BYTES = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

/**
 * A ZIP archive holding `names` (each stored, uncompressed, with a short text body): local headers, the central
 * directory and its end record, as Office writes them. CRCs are left 0: only the structure is read.
 */
export function zipOf(names: readonly string[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = encoder.encode(name);
    const body = encoder.encode(`<part name="${name}"/>`);
    const local = new Uint8Array(30 + nameBytes.length + body.length);
    const l = new DataView(local.buffer);
    l.setUint32(0, 0x04034b50, true);
    l.setUint32(18, body.length, true);
    l.setUint32(22, body.length, true);
    l.setUint16(26, nameBytes.length, true);
    local.set(nameBytes, 30);
    local.set(body, 30 + nameBytes.length);
    const central = new Uint8Array(46 + nameBytes.length);
    const c = new DataView(central.buffer);
    c.setUint32(0, 0x02014b50, true);
    c.setUint32(20, body.length, true);
    c.setUint32(24, body.length, true);
    c.setUint16(28, nameBytes.length, true);
    c.setUint32(42, offset, true);
    central.set(nameBytes, 46);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directorySize = centrals.reduce((n, part) => n + part.length, 0);
  const end = new Uint8Array(22);
  const e = new DataView(end.buffer);
  e.setUint32(0, 0x06054b50, true);
  e.setUint16(8, names.length, true);
  e.setUint16(10, names.length, true);
  e.setUint32(12, directorySize, true);
  e.setUint32(16, offset, true);
  const parts = [...locals, ...centrals, end];
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export const DOCX_BYTES = zipOf(['[Content_Types].xml', '_rels/.rels', 'word/document.xml', 'word/styles.xml']);
export const XLSX_BYTES = zipOf(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
export const PPTX_BYTES = zipOf(['[Content_Types].xml', '_rels/.rels', 'ppt/presentation.xml']);

/** `size` bytes that start like a PDF. */
export function pdfOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PDF_BYTES.subarray(0, Math.min(size, PDF_BYTES.length)));
  return bytes;
}

/** `POST /api/coaching-connections/:id/files?name=` with the file's raw bytes, as the browser sends it. */
export async function uploadCoachingFile(
  connectionId: number,
  bytes: Uint8Array,
  { cookie, name = 'file.pdf', type = 'application/octet-stream' }: { cookie?: string; name?: string; type?: string },
) {
  const { postBytes } = await import('./http.ts');
  return postBytes(`/api/coaching-connections/${connectionId}/files?${new URLSearchParams({ name })}`, bytes, {
    cookie,
    type,
  });
}
