/**
 * The thread `site serve` runs its HTTP server on in watch mode, so requests are answered
 * while the main thread renders pages (or a page that never finishes is being stopped).
 * The main thread says when to reload and what to show while there is no output.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { errorText, toSiteError, type Diagnostic } from '../diagnostics';
import { serveStatic, type StaticServerOptions } from './static-server';
import { BUILDING_PAGE, type StatusPage } from './status-pages';

export type ServerThreadData = Pick<StaticServerOptions, 'outDir' | 'port' | 'host'>;

/** What the main thread tells the server. */
export type ToServer =
  | { type: 'reload' }
  | { type: 'status'; page: StatusPage }
  | { type: 'close' };
/** What the server tells the main thread. */
export type FromServer =
  | { type: 'listening'; url: string }
  /** `diagnostics` when it is a problem the user can fix (a port in use), else a bug: its message and stack. */
  | { type: 'failed'; diagnostics?: Diagnostic[]; message: string; stack?: string }
  | { type: 'refused'; message: string }
  | { type: 'closed' };

const port = parentPort!;
const post = (message: FromServer) => port.postMessage(message);
let status: StatusPage = BUILDING_PAGE;

try {
  const data = workerData as ServerThreadData;
  const server = await serveStatic({
    ...data,
    liveReload: {
      describeMissingOutput: () => status,
      onRefused: (message) => post({ type: 'refused', message }),
    },
  });
  port.on('message', (message: ToServer) => {
    if (message.type === 'reload') server.reload();
    else if (message.type === 'status') status = message.page;
    else void server.close().then(() => post({ type: 'closed' }));
  });
  post({ type: 'listening', url: server.url });
} catch (error) {
  const problem = toSiteError(error);
  post({
    type: 'failed',
    message: errorText(error),
    ...(problem && { diagnostics: problem.diagnostics }),
    ...(error instanceof Error && error.stack !== undefined && { stack: error.stack }),
  });
}
