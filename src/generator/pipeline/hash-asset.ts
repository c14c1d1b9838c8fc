import { createHash } from 'node:crypto';

export interface OutputFile {
  /** Path relative to the output folder, forward slashes. */
  path: string;
  contents: string | Uint8Array;
}

/** Names an asset by its content (`assets/main.3f9a1c2b.js`) so it can be cached forever. */
export function hashAssetPath(stem: string, extension: string, contents: string | Uint8Array) {
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
  return `assets/${stem}.${hash}.${extension}`;
}
