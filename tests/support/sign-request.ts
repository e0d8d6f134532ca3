/*
 * A sign request as a borrower's phone sends it, without vitest: the API tests and the benchmark
 * (scripts/bench) both build theirs here.
 */
import { deflateSync } from 'node:zlib';
import type { QuoteDocumentsView, SignRequest } from '../../contract/loan/api.ts';
import { PNG_MAGIC, iendChunk, ihdrChunk, pngChunk } from './png-bytes.ts';

/**
 * A real PNG: white, greyscale, `width` × `height`. `padTo` adds an ancillary text chunk until
 * the file has that many bytes (a size limit is checked on the bytes, not the pixels).
 */
export function makePng(width = 400, height = 160, padTo = 0): Buffer {
  const rows = Buffer.alloc((width + 1) * height, 0xff);
  for (let y = 0; y < height; y += 1) rows[y * (width + 1)] = 0; // filter byte: none
  const parts = [PNG_MAGIC, ihdrChunk(width, height), pngChunk('IDAT', deflateSync(rows))];
  const end = iendChunk();
  const size = parts.reduce((sum, part) => sum + part.length, 0) + end.length;
  if (padTo > size) parts.push(pngChunk('tEXt', Buffer.alloc(padTo - size - 12, 0x61)));
  return Buffer.concat([...parts, end]);
}

export const pngDataUrl = (png: Buffer): string =>
  `data:image/png;base64,${png.toString('base64')}`;

/** A sign request for what the borrower was shown, both documents agreed. */
export function signBody(
  documents: QuoteDocumentsView,
  overrides: Partial<SignRequest> = {},
): SignRequest {
  const hash = (kind: string) => documents.documents.find((d) => d.kind === kind)!.hash;
  return {
    quoteId: documents.quoteId,
    language: documents.language,
    documentHashes: {
      keyFacts: hash('keyFacts'),
      agreement: hash('agreement'),
      sanctionLetter: hash('sanctionLetter'),
    },
    agreed: { agreement: true, sanctionLetter: true },
    signaturePng: pngDataUrl(makePng()),
    device: { appType: null, screen: '390x844' },
    ...overrides,
  };
}
