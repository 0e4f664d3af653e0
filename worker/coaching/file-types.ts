import type { CoachingFileType } from '../../schema/contract/coaching.ts';
import { detectImageType } from '../images/detect.ts';

/*
 * What a shared file is, decided by its bytes alone (never by its name or a declared Content-Type): a PDF by its
 * header, a JPEG or PNG by its signature, and a Word, Excel or PowerPoint file (a ZIP container, Office Open XML) by
 * the part names in the ZIP's central directory: `[Content_Types].xml` and the main part of its kind. An .exe renamed
 * to .pdf, a plain ZIP and a macro-enabled Office file (one carrying a VBA project) are all refused.
 */

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"
const ZIP_LOCAL_FILE = 0x04034b50; // "PK\x03\x04"
const ZIP_END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP_CENTRAL_FILE = 0x02014b50;
/** The end record is 22 bytes, followed by a comment of at most 65535. */
const ZIP_END_RECORD_SIZE = 22;
const ZIP_MAX_COMMENT = 0xffff;
/** More entries than any real document has: a directory claiming more is not read. */
const ZIP_MAX_ENTRIES = 20_000;

/** Each Office type's main part; the first one the central directory names decides. */
const OFFICE_MAIN_PARTS: readonly [string, CoachingFileType][] = [
  ['word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['ppt/presentation.xml', 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
];

export function detectCoachingFileType(bytes: Uint8Array): CoachingFileType | null {
  if (PDF.every((b, i) => bytes[i] === b)) return 'application/pdf';
  const image = detectImageType(bytes);
  if (image === 'image/jpeg' || image === 'image/png') return image;
  if (bytes.length >= 4 && view(bytes).getUint32(0, true) === ZIP_LOCAL_FILE) return officeType(zipEntryNames(bytes));
  return null;
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function officeType(names: Set<string> | null): CoachingFileType | null {
  if (!names?.has('[Content_Types].xml')) return null;
  // Macros run when the file is opened with them enabled: nothing a coaching document needs.
  if ([...names].some((name) => name.toLowerCase().endsWith('vbaproject.bin'))) return null;
  return OFFICE_MAIN_PARTS.find(([part]) => names.has(part))?.[1] ?? null;
}

/**
 * The entry names listed in a ZIP's central directory, found through its end record (searched backwards over the
 * longest possible comment); null when the directory is missing or runs outside the file.
 */
export function zipEntryNames(bytes: Uint8Array): Set<string> | null {
  const data = view(bytes);
  const lowest = Math.max(0, bytes.length - ZIP_END_RECORD_SIZE - ZIP_MAX_COMMENT);
  let end = -1;
  for (let at = bytes.length - ZIP_END_RECORD_SIZE; at >= lowest; at--) {
    if (data.getUint32(at, true) === ZIP_END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const entries = data.getUint16(end + 10, true);
  const directorySize = data.getUint32(end + 12, true);
  const directoryStart = data.getUint32(end + 16, true);
  if (entries > ZIP_MAX_ENTRIES || directoryStart + directorySize > end) return null;

  const names = new Set<string>();
  const decoder = new TextDecoder();
  let at = directoryStart;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > end || data.getUint32(at, true) !== ZIP_CENTRAL_FILE) return null;
    const nameLength = data.getUint16(at + 28, true);
    const extraLength = data.getUint16(at + 30, true);
    const commentLength = data.getUint16(at + 32, true);
    if (at + 46 + nameLength > end) return null;
    names.add(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
