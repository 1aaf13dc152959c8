import type { GeneratedFile } from '@beree/contracts';

/** The module as a .zip whose paths are the repository's: unzipped at the root, it drops in (ADR 0054). */
export async function zipFiles(files: GeneratedFile[]): Promise<Buffer> {
  // Imported on the first download, not at start.
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  for (const file of files) zip.file(file.path, file.content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}
