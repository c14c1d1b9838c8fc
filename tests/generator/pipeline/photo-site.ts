/**
 * The photo fixture (tests/generator/fixtures/photo-site) with its photos made here, not kept
 * in the repository: a 3000 × 2000 JPEG for the article's main image, and a 1600 × 1200 one in
 * its body. They have detail at several scales, as a camera photo does, so they compress like
 * one (the large one is about 2.6 MB, as a phone's photo is).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { copyFixture, editFile, repoRoot } from '../../helpers';

/** Writes a photo-like JPEG of the given size; the same seed makes the same bytes. */
export async function makePhoto(
  file: string,
  width: number,
  height: number,
  seed = 7,
): Promise<void> {
  let state = seed;
  const random = () => (state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const layer = async (w: number, h: number, amplitude: number) => {
    const raw = Buffer.alloc(w * h * 3);
    for (let index = 0; index < raw.length; index++)
      raw[index] = Math.round(128 + (random() - 0.5) * amplitude);
    return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
      .resize(width, height, { kernel: 'cubic' })
      .raw()
      .toBuffer();
  };
  // Shapes, texture that survives resizing, and grain.
  const [shapes, texture, grain] = await Promise.all([
    layer(40, 27, 250),
    layer(Math.round(width / 6), Math.round(height / 6), 120),
    layer(width, height, 30),
  ]);
  const raw = Buffer.alloc(width * height * 3);
  for (let index = 0; index < raw.length; index++)
    raw[index] = Math.max(
      0,
      Math.min(255, shapes[index]! + texture[index]! - 128 + grain[index]! - 128),
    );
  await writeFile(
    file,
    await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer(),
  );
}

/** A copy of the photo fixture with its two photos, whose article page imports <Image> from this repository. */
export async function photoSite(): Promise<string> {
  const root = await copyFixture('photo-site');
  await editFile(root, 'pages/articles/[slug].tsx', (text) =>
    text.replace(
      "'../../../../../../src/generator/contract'",
      JSON.stringify(path.join(repoRoot, 'src', 'generator', 'contract.ts')),
    ),
  );
  await makePhoto(path.join(root, 'public', 'images', 'harbour.jpg'), 3000, 2000);
  await makePhoto(path.join(root, 'public', 'images', 'quay.jpg'), 1600, 1200, 11);
  return root;
}
