/**
 * Live reload for `site serve`: the script pages load, and the event stream that tells them to
 * reload after a save. Only pages of this server may listen; a page of another site is refused
 * and told why.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { refuse } from './guard';

const RELOAD_PATH = '/__site/reload.js';
const EVENTS_PATH = '/__site/events';
const RELOAD_SCRIPT = `new EventSource(${JSON.stringify(EVENTS_PATH)}).addEventListener('reload',function(){location.reload()});\n`;
const RELOAD_TAG = `<script src="${RELOAD_PATH}" defer=""></script></body>`;

export interface LiveReload {
  /** Answers the script and the event stream; false for any other request. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  /** Tells every open tab to reload. */
  reload(): void;
  close(): void;
}

/** A page with the reload script. */
export const withReload = (html: string): string => html.replace('</body>', RELOAD_TAG);

/** Live reload; `refusalOf` says why a request's Origin may not listen (see startServer). */
export function createLiveReload(
  refusalOf: (req: IncomingMessage, withOrigin: boolean) => string | undefined,
  onRefused: (message: string) => void,
): LiveReload {
  const clients = new Set<ServerResponse>();
  return {
    handle(req, res) {
      if (req.url === RELOAD_PATH) {
        res.writeHead(200, {
          'Content-Type': 'text/javascript; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Content-Type-Options': 'nosniff',
        });
        res.end(RELOAD_SCRIPT);
        return true;
      }
      if (req.url !== EVENTS_PATH) return false;
      const refusal = refusalOf(req, true);
      if (refusal !== undefined) {
        refuse(res, refusal, onRefused);
        return true;
      }
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        Connection: 'keep-alive',
      });
      res.write(': connected\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return true;
    },
    reload() {
      for (const client of clients) client.write('event: reload\ndata: {}\n\n');
    },
    close() {
      for (const client of clients) client.end();
    },
  };
}
