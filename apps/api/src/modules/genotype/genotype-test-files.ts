import type { LightMyRequestResponse } from 'fastify';
import type { SafetyHarness } from '../../test/safety-fixtures';

// Small files of each kind for the genotype tests: real signatures, then filler.

const filled = (head: number[], size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from(head).copy(bytes);
  return bytes;
};

export const PNG = filled([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 2048);
export const JPEG = filled([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46], 4096);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A Windows program (MZ), whatever it is called. */
export const EXE = filled([0x4d, 0x5a, 0x90, 0x00, 0x03], 1024);
export const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

/** POST the bytes as the lab result of `childId`, with the declared type given. */
export const upload = (
  h: SafetyHarness,
  token: string,
  childId: string,
  file: Buffer,
  contentType = 'image/png',
): Promise<LightMyRequestResponse> =>
  h.app.inject({
    method: 'POST',
    url: `/api/v1/parent/child/${childId}/genotype-evidence`,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload: file,
  });
