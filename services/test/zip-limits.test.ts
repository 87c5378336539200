// The zip directory check that stands between an uploaded DOCX and anything that unpacks it.
import { describe, expect, it } from 'vitest';
import { checkZipDirectory, checkZipInflation, TailKeeper, ZIP_LIMITS } from '../src/applications/zip-limits.ts';
import { docx, docxBomb, lyingDocxBomb, zip } from '../../gateway/test/zip.ts';

const check = (file: Buffer) => checkZipDirectory(file.subarray(-ZIP_LIMITS.tailBytes), file.length);

describe('zip directory limits', () => {
  it('accepts a DOCX as Word writes it, counting its entries and unpacked bytes', () => {
    const file = docx('<w:document>hello</w:document>', true);
    expect(check(file)).toMatchObject({ ok: true, entries: 2 });
  });

  it('refuses a bomb by the sizes its directory declares', () => {
    expect(check(docxBomb(64))).toEqual({ ok: false, reason: 'it unpacks to more than 50 MB' });
  });

  it('refuses too many entries, a zip without a directory, and a damaged directory', () => {
    const many = zip(
      Array.from({ length: ZIP_LIMITS.maxEntries + 1 }, (_, i) => ({ name: `${i}`, data: Buffer.alloc(0) })),
    );
    expect(check(many)).toEqual({ ok: false, reason: `it holds more than ${ZIP_LIMITS.maxEntries} files` });
    const headless = docx().subarray(0, 200);
    expect(check(headless)).toEqual({ ok: false, reason: 'its table of contents was not found' });
    const damaged = Buffer.from(docx());
    damaged.writeUInt32LE(0x12345678, damaged.length - 22 - 46 - 'word/document.xml'.length);
    expect(check(damaged)).toEqual({ ok: false, reason: 'its table of contents is damaged' });
  });

  it('unpacking for real catches a bomb whose directory understates its size', () => {
    const bomb = lyingDocxBomb(64);
    expect(check(bomb)).toMatchObject({ ok: true });
    expect(checkZipInflation(bomb)).toEqual({ ok: false, reason: 'it unpacks to more than 50 MB' });
    expect(checkZipInflation(docx('<w:document>hello</w:document>', true))).toMatchObject({ ok: true, entries: 2 });
    const damaged = Buffer.from(docx('<w:document>hello</w:document>', true));
    damaged.writeUInt32LE(0, 0);
    expect(checkZipInflation(damaged)).toEqual({ ok: false, reason: 'its table of contents is damaged' });
  });

  it('the tail keeper keeps at least the last N bytes of a stream, in order', () => {
    const keeper = new TailKeeper(10);
    for (const part of ['abc', 'defgh', 'ijklmnop', 'qr']) keeper.push(Buffer.from(part));
    expect(keeper.bytes().toString()).toBe('ijklmnopqr');
  });
});
