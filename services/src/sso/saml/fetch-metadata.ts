// Fetching an IdP's metadata from the URL a site's owner typed: the same address rules as the intake
// (no private or loopback addresses unless allowed, the connection pinned to the checked address), at
// most 1 MB and 10 seconds.
import { IntakeError } from '../../intake/types.ts';
import { fetchSource } from '../../intake/fetch/safe-fetch.ts';
import { MAX_METADATA_BYTES, SamlMetadataError } from './idp-metadata.ts';

const METADATA_TYPES = [
  'application/samlmetadata+xml',
  'application/xml',
  'text/xml',
  // Many IdPs (and file servers) label metadata loosely; the XML parser decides what it is.
  'text/plain',
  'application/octet-stream',
];

export async function fetchIdpMetadata(url: string, { allowLoopback }: { allowLoopback: boolean }): Promise<string> {
  try {
    const result = await fetchSource(url, {
      accept: METADATA_TYPES,
      allowLoopback,
      limits: { maxBytes: MAX_METADATA_BYTES, timeoutMs: 10_000, maxRedirects: 3 },
      userAgent: 'PhD-Finder-SAML-SP/1.0',
    });
    if (result.notModified)
      throw new SamlMetadataError('The metadata server answered "not modified" to a plain request.');
    const chunks: Buffer[] = [];
    for await (const chunk of result.body) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks).toString('utf8');
  } catch (error) {
    if (error instanceof SamlMetadataError) throw error;
    if (error instanceof IntakeError) {
      throw new SamlMetadataError(
        `The metadata could not be fetched from that address: ${error.message.replace(/\.?$/, '.')}`,
      );
    }
    throw new SamlMetadataError('The metadata could not be fetched from that address.');
  }
}
