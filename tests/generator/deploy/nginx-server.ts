/**
 * Debian's nginx on 127.0.0.1 serving a built folder through its generated snippet, for the
 * deployment tests. Outside CI a missing nginx skips them loudly; with CI=true it is a failure.
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { findExecutable, freePort, waitForHttp } from '../../helpers';

export const nginx = findExecutable('nginx', '/usr/sbin/nginx');
if (!nginx) {
  const message =
    'nginx was not found, so the nginx deployment tests cannot run. Install it with: apt-get install -y nginx-light';
  if (process.env.CI && process.env.CI !== 'false')
    throw new Error(`${message} (CI=true: a missing nginx is a failure)`);
  console.warn(`\n!! SKIPPING THE NGINX TESTS: ${message}\n`);
}

export interface NginxServer {
  origin: string;
  stop(): Promise<void>;
}

/** Starts nginx (which must exist) with `outDir` as its root and `outDir/nginx.conf` included; its files go in `folder`. */
export async function startNginx(outDir: string, folder: string): Promise<NginxServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const prefix = path.join(folder, 'nginx');
  await mkdir(path.join(prefix, 'logs'), { recursive: true });
  await writeFile(
    path.join(prefix, 'nginx.conf'),
    `daemon off;
master_process off;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi; uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${outDir};
    include ${outDir}/nginx.conf;
  }
}
`,
  );
  const child = spawn(nginx!, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  await waitForHttp(origin, 10_000).catch(async (error: Error) => {
    await stop();
    throw new Error(`nginx did not start: ${stderr}`, { cause: error });
  });
  return { origin, stop };
}
