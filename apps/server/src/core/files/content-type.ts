/** What the first bytes of a file say it is, for the types whose extension we check against them. */
const SIGNATURES: { mime: string; extensions: string[]; test: (b: Buffer) => boolean }[] = [
  { mime: 'image/png', extensions: ['png'], test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], test: (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/gif', extensions: ['gif'], test: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')) },
  { mime: 'image/webp', extensions: ['webp'], test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  { mime: 'image/bmp', extensions: ['bmp'], test: (b) => b.subarray(0, 2).toString('latin1') === 'BM' },
  { mime: 'application/pdf', extensions: ['pdf'], test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
];

/** Types other files are stored and served as, by extension (their content is not checked). */
const BY_EXTENSION: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** The type the content declares by its leading bytes, if it is one we know. */
export function sniffMime(content: Buffer): string | undefined {
  return SIGNATURES.find((s) => s.test(content))?.mime;
}

/** The type an extension claims, for the types we can recognise by content. */
export function mimeOfCheckedExtension(extension: string): string | undefined {
  return SIGNATURES.find((s) => s.extensions.includes(extension))?.mime;
}

/**
 * The type to store a file as. A file whose extension names a type we can recognise must carry
 * that content (null when it does not: a renamed file); anything else is served as what its
 * extension says, or as bytes.
 */
export function resolveMime(extension: string, content: Buffer): string | null {
  const claimed = mimeOfCheckedExtension(extension);
  const actual = sniffMime(content);
  if (claimed) return claimed === actual ? claimed : null;
  return BY_EXTENSION[extension] ?? 'application/octet-stream';
}

/** Types a browser may show in place; everything else is sent as a download, so no upload runs as a page. */
export const isInlineSafe = (mime: string): boolean => ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp'].includes(mime);
