// A zip is looked at before anything unpacks it (issue 31's zip-bomb XLSX): yauzl reads the central
// directory, which says how big every entry becomes, and each entry is then inflated once to nowhere,
// counted, to make sure it really is that big, so a directory that lies is caught too.
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { IntakeError } from '../types.ts';

export const ZIP_LIMITS = {
  /** All entries together, unpacked. A large real workbook is a few MB of XML. */
  maxTotalBytes: 50 * 1024 * 1024,
  /** Above this size an entry may not be packed tighter than maxRatio (zeros pack 1000:1; XML ~10:1). */
  ratioFloorBytes: 1024 * 1024,
  maxRatio: 100,
  maxEntries: 1_000,
} as const;

function open(buffer: Buffer, notAZip: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: false }, (error, zipFile) => {
      if (error || !zipFile) reject(new IntakeError(notAZip, 'malformed'));
      else resolve(zipFile);
    });
  });
}

function tooLarge(reason: string): IntakeError {
  return new IntakeError(`The file unpacks to ${reason}: this is not an ordinary spreadsheet`, 'too_large');
}

function checkEntry(entry: Entry, total: number, count: number): void {
  if (count > ZIP_LIMITS.maxEntries) throw tooLarge(`more than ${ZIP_LIMITS.maxEntries} parts`);
  if (total > ZIP_LIMITS.maxTotalBytes) throw tooLarge('more than 50 MB');
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  if (entry.uncompressedSize > ZIP_LIMITS.ratioFloorBytes && ratio > ZIP_LIMITS.maxRatio) {
    throw tooLarge(`${Math.round(ratio)} times its packed size in "${entry.fileName}"`);
  }
}

/**
 * Inflates one entry to nowhere, counting: more bytes than the directory said is a lie told to get past
 * checkEntry. Counted here because yauzl 2's own check (validateEntrySizes) stalls its stream on Node 20
 * (its replaced destroy() swallows the error), so it is turned off in open().
 */
function drain(zipFile: ZipFile, entry: Entry): Promise<void> {
  return new Promise((resolve, reject) => {
    zipFile.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error('no stream'));
      let inflated = 0;
      stream.on('data', (chunk: Buffer) => {
        inflated += chunk.length;
        if (inflated > entry.uncompressedSize) {
          stream.destroy();
          reject(tooLarge(`more than its directory says ("${entry.fileName}")`));
        }
      });
      stream.once('error', reject);
      stream.once('end', resolve);
    });
  });
}

/**
 * Resolves with the entries' names when the zip is within ZIP_LIMITS; 'too_large' when it unpacks past
 * them, 'malformed' (with `notAZip`) when it is no zip or a broken one.
 */
export async function checkZip(buffer: Buffer, notAZip: string): Promise<string[]> {
  const zipFile = await open(buffer, notAZip);
  const names: string[] = [];
  let total = 0;
  try {
    for (;;) {
      const entry = await new Promise<Entry | null>((resolve, reject) => {
        zipFile.once('entry', resolve);
        zipFile.once('end', () => resolve(null));
        zipFile.once('error', reject);
        zipFile.readEntry();
      });
      zipFile.removeAllListeners();
      if (entry === null) return names;
      names.push(entry.fileName);
      total += entry.uncompressedSize;
      checkEntry(entry, total, names.length);
      if (!entry.fileName.endsWith('/')) await drain(zipFile, entry);
    }
  } catch (error) {
    if (error instanceof IntakeError) throw error;
    throw new IntakeError(`${notAZip} (${(error as Error).message})`, 'malformed');
  } finally {
    zipFile.close();
  }
}
