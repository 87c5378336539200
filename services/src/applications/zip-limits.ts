// A DOCX is a zip, and a zip can be a bomb: a few kilobytes that unpack to gigabytes. Nothing may
// unpack an uploaded DOCX before its central directory (the list at the end of the file) has been
// read and found within these limits; code that later inflates entries must still count the bytes it
// inflates against MAX_UNPACKED_BYTES, since the sizes in the directory are the uploader's word.
import { inflateRawSync } from 'node:zlib';

export const ZIP_LIMITS = {
  /** A large thesis with figures unpacks to a few tens of MB; more is not a resume. */
  maxUnpackedBytes: 50 * 1024 * 1024,
  /** Word writes a dozen or two entries, plus one per embedded image. */
  maxEntries: 1_000,
  /** The end of the file kept while it streams in: enough for the directory of maxEntries entries. */
  tailBytes: 1024 * 1024,
} as const;

const EOCD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const EOCD_SIZE = 22;
const CENTRAL_ENTRY_SIZE = 46;

/** Where an entry's bytes are and how they are packed, as the central directory says. */
export interface ZipEntry {
  method: number;
  compressedSize: number;
  size: number;
  /** Offset of the entry's local header from the start of the file. */
  localOffset: number;
}

export type ZipVerdict =
  { ok: true; entries: number; unpackedBytes: number; files: ZipEntry[] } | { ok: false; reason: string };

/**
 * Checks a zip's central directory, given the last bytes of the file (`tail`) and the file's size.
 * Refuses what it cannot read (no directory in the tail, ZIP64, a directory that runs past the file)
 * as firmly as what is too large: a resume has no business being an odd zip.
 */
export function checkZipDirectory(tail: Buffer, fileSize: number): ZipVerdict {
  const tailStart = fileSize - tail.length;
  let end = -1;
  // The end record is 22 bytes plus a comment of up to 65,535 bytes; search backwards for it.
  for (let i = tail.length - EOCD_SIZE; i >= Math.max(0, tail.length - EOCD_SIZE - 65_535); i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return { ok: false, reason: 'its table of contents was not found' };
  const entries = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    return { ok: false, reason: 'it is a ZIP64 archive' };
  }
  if (entries > ZIP_LIMITS.maxEntries)
    return { ok: false, reason: `it holds more than ${ZIP_LIMITS.maxEntries} files` };
  const start = directoryOffset - tailStart;
  if (start < 0 || start + directorySize > end) return { ok: false, reason: 'its table of contents is damaged' };

  let unpacked = 0;
  let at = start;
  const files: ZipEntry[] = [];
  for (let n = 0; n < entries; n++) {
    if (at + CENTRAL_ENTRY_SIZE > end || tail.readUInt32LE(at) !== CENTRAL_ENTRY) {
      return { ok: false, reason: 'its table of contents is damaged' };
    }
    const size = tail.readUInt32LE(at + 24);
    if (size === 0xffffffff) return { ok: false, reason: 'it is a ZIP64 archive' };
    files.push({
      method: tail.readUInt16LE(at + 10),
      compressedSize: tail.readUInt32LE(at + 20),
      size,
      localOffset: tail.readUInt32LE(at + 42),
    });
    unpacked += size;
    if (unpacked > ZIP_LIMITS.maxUnpackedBytes) {
      return { ok: false, reason: `it unpacks to more than ${ZIP_LIMITS.maxUnpackedBytes / 1024 / 1024} MB` };
    }
    at += CENTRAL_ENTRY_SIZE + tail.readUInt16LE(at + 28) + tail.readUInt16LE(at + 30) + tail.readUInt16LE(at + 32);
  }
  return { ok: true, entries, unpackedBytes: unpacked, files };
}

const LOCAL_ENTRY = 0x04034b50;
const LOCAL_ENTRY_SIZE = 30;
const STORED = 0;
const DEFLATED = 8;

/**
 * Checks a whole zip held in memory before a library unpacks it: its directory as above, then every
 * entry really inflated (and thrown away) against what is left of ZIP_LIMITS.maxUnpackedBytes, so an
 * entry whose directory record understates its size is caught after at most that many bytes.
 */
export function checkZipInflation(file: Buffer): ZipVerdict {
  const directory = checkZipDirectory(file.subarray(-ZIP_LIMITS.tailBytes), file.length);
  if (!directory.ok) return directory;
  let unpacked = 0;
  for (const entry of directory.files) {
    const at = entry.localOffset;
    if (at + LOCAL_ENTRY_SIZE > file.length || file.readUInt32LE(at) !== LOCAL_ENTRY) {
      return { ok: false, reason: 'its table of contents is damaged' };
    }
    const dataStart = at + LOCAL_ENTRY_SIZE + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
    const data = file.subarray(dataStart, dataStart + entry.compressedSize);
    if (data.length !== entry.compressedSize) return { ok: false, reason: 'its table of contents is damaged' };
    const budget = ZIP_LIMITS.maxUnpackedBytes - unpacked;
    if (entry.method === STORED) {
      unpacked += data.length;
    } else if (entry.method === DEFLATED) {
      try {
        unpacked += inflateRawSync(data, { maxOutputLength: Math.max(1, budget) }).length;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') return tooLarge();
        return { ok: false, reason: 'one of its files is damaged' };
      }
    } else {
      return { ok: false, reason: 'it is packed in a way Word does not use' };
    }
    if (unpacked > ZIP_LIMITS.maxUnpackedBytes) return tooLarge();
  }
  return { ...directory, unpackedBytes: unpacked };
}

const tooLarge = (): ZipVerdict => ({
  ok: false,
  reason: `it unpacks to more than ${ZIP_LIMITS.maxUnpackedBytes / 1024 / 1024} MB`,
});

/** Keeps the last `limit` bytes of a stream that passes through in chunks. */
export class TailKeeper {
  private chunks: Buffer[] = [];
  private length = 0;
  constructor(private readonly limit: number) {}

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.length += chunk.length;
    while (this.chunks.length > 1 && this.length - this.chunks[0]!.length >= this.limit) {
      this.length -= this.chunks.shift()!.length;
    }
  }

  bytes(): Buffer {
    const all = Buffer.concat(this.chunks);
    return all.length > this.limit ? all.subarray(all.length - this.limit) : all;
  }
}
