/**
 * What the main thread and the build workers (build-worker.ts) say to each other. Every request
 * carries an id, and its reply the same id.
 */
import type { Entry, SiteConfig } from '../contract';
import type { Diagnostic } from '../diagnostics';
import type { PageFile } from './find-pages';
import type { ContentFile } from './load-content';
import type { PageBundle } from './page-bundle';
import type { RenderedChunk } from './render-chunk';
import type { ShellAssets } from './render-page';
import type { ShareImageJob, ShareImageStats } from './share-image-render';

/** Given to each worker as it starts: the project it builds. */
export interface WorkerInit {
  root: string;
  bundle: PageBundle;
  pageFiles: PageFile[];
  site: SiteConfig;
}

export type WorkerTask =
  /** Content files from `first` on, in the order of `files` of the plan task. */
  | { type: 'load'; first: number; files: ContentFile[] }
  /** The worker has the entries it loaded; `others` are the rest, by their index in `files`. */
  | { type: 'plan'; content: ContentInWorker; assets: ShellAssets; staging: string; holdForMeta: boolean }
  | { type: 'render'; indices: number[] }
  | { type: 'share'; images: ShareImageJob[]; outFolder: string; cacheFolder: string | undefined };

/** What a worker needs to put together the collections the main thread has. */
export interface ContentInWorker {
  files: ContentFile[];
  others: Array<[number, Entry]>;
  drafts: boolean;
}

/** What each task answers. */
export interface TaskResults {
  load: Array<Entry | Diagnostic[]>;
  plan: null;
  render: RenderedChunk;
  share: ShareImageStats;
}

export interface WorkerRequest {
  id: number;
  task: WorkerTask;
}

export type WorkerReply =
  | { id: number; result: TaskResults[WorkerTask['type']] }
  /** The user's problems (`problems`) or a bug (`error`). */
  | { id: number; problems: Diagnostic[] }
  | { id: number; error: { message: string; stack?: string } };
