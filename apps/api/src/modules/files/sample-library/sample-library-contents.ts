import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileBucket } from '@portal/domain/files/upload-rules';
import { captionPhoto } from './caption-photo';
import { textPdf } from './text-pdf';

export interface SampleFile {
  bucket: Extract<FileBucket, 'docs' | 'photos' | 'videos'>;
  folders: readonly string[];
  name: string;
  content(): Promise<Buffer>;
}

const videoFile = 'getting-started.mp4';

/**
 * This folder at run time: next to this file under tsx (npm start, tests); from the bundle
 * (apps/api/dist/main.js, also in the Docker image, which keeps the sources) it is
 * ../src/modules/files/sample-library.
 */
export function sampleLibraryDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [here, path.resolve(here, '../src/modules/files/sample-library')];
  const found = candidates.find((dir) => existsSync(path.join(dir, videoFile)));
  if (!found) throw new Error(`The sample library's ${videoFile} is not in ${candidates.join(' or ')}`);
  return found;
}

const pdf = (title: string, lines: string[]) => async () => textPdf(title, lines);

/** The small library a new installation shows (issue 18): documents in folders, photos in two categories, one training video. */
export const sampleLibrary: readonly SampleFile[] = [
  {
    bucket: 'docs',
    folders: ['Installation', 'Screens'],
    name: 'Screen installation guide.pdf',
    content: pdf('Screen installation guide', [
      "A sample document of the portal's library.",
      '',
      '1. Check the opening: width and height at three points.',
      '2. Mount the brackets level, 2 in. from each end.',
      '3. Hang the screen housing and tighten the set screws.',
      '4. Run the screen down once and adjust the limits.',
      '',
      'Administrators replace this file with the real guide.',
    ]),
  },
  {
    bucket: 'docs',
    folders: ['Installation', 'Roofs'],
    name: 'Roof installation guide.pdf',
    content: pdf('Roof installation guide', [
      "A sample document of the portal's library.",
      '',
      '1. Set the posts and check them for plumb.',
      '2. Fix the ledger to the wall; seal the fixings.',
      '3. Lay the louvers and connect the motor.',
      '4. Test the rain sensor before handing over.',
    ]),
  },
  {
    bucket: 'docs',
    folders: ['Installation', 'Roofs'],
    name: 'Roof post footing sheet.pdf',
    content: pdf('Roof post footing sheet', [
      "A sample document of the portal's library.",
      '',
      'Footing: 16 x 16 x 30 in. concrete, 3,000 psi.',
      'Anchor: four 1/2 in. wedge anchors per post base.',
    ]),
  },
  {
    bucket: 'docs',
    folders: ['Warranty'],
    name: 'Limited warranty.pdf',
    content: pdf('Limited warranty', [
      "A sample document of the portal's library.",
      '',
      'Frames: 10 years. Fabric: 5 years. Motors: 5 years.',
      'Claims are filed in the portal under Warranty.',
    ]),
  },
  { bucket: 'photos', folders: ['Screens'], name: 'Patio screen.jpg', content: () => captionPhoto('Patio screen', '#2f6f9f') },
  { bucket: 'photos', folders: ['Screens'], name: 'Window screen.jpg', content: () => captionPhoto('Window screen', '#3b8f6a') },
  { bucket: 'photos', folders: ['Screens'], name: 'Garage screen.jpg', content: () => captionPhoto('Garage screen', '#8a5a2b') },
  { bucket: 'photos', folders: ['Roofs'], name: 'Louvered roof.jpg', content: () => captionPhoto('Louvered roof', '#6b4c9a') },
  { bucket: 'photos', folders: ['Roofs'], name: 'Roof with screens.jpg', content: () => captionPhoto('Roof with screens', '#9a3d4c') },
  {
    bucket: 'videos',
    folders: ['Training', 'Getting started'],
    name: 'Getting started.mp4',
    content: () => readFile(path.join(sampleLibraryDir(), videoFile)),
  },
];
