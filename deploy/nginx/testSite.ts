// Test support: mekong.conf rendered for a throw-away nginx prefix, that nginx running, stand-in API nodes and an
// HTTP client that shows answers as sent (no decompression).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { WebSocketServer } from 'ws';

export const CONFIG_FILE = path.join(__dirname, 'mekong.conf');

/** Debian's nginx, or one on the PATH; null when this machine has none. */
export function findNginx(): string | null {
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((dir) => path.join(dir, 'nginx'));
  return ['/usr/sbin/nginx', ...onPath].find((file) => existsSync(file)) ?? null;
}

/** A path this binary was built with (`nginx -V`), e.g. its conf-path. */
function builtPath(nginx: string, name: string, fallback: string): string {
  const built = spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr;
  return new RegExp(`--${name}=(\\S+)`).exec(built)?.[1] ?? fallback;
}

/** The mime.types beside the nginx.conf this binary was built for (the operator's http block includes it). */
const mimeTypesFile = (nginx: string) => path.join(path.dirname(builtPath(nginx, 'conf-path', '/etc/nginx/nginx.conf')), 'mime.types');

/**
 * The brotli_static module mekong.conf needs (Debian's libnginx-mod-http-brotli-static), loaded as Debian's
 * modules-enabled would; null when this machine lacks it.
 */
export function brotliStaticModule(nginx: string): string | null {
  const file = path.join(builtPath(nginx, 'modules-path', '/usr/lib/nginx/modules'), 'ngx_http_brotli_static_module.so');
  return existsSync(file) ? file : null;
}

export interface SitePorts {
  nginx: number;
  /** A second listener with TLS (a self-signed certificate), as production terminates it. */
  nginxTls: number;
  nodes: [number, number];
}

export interface RenderedSite {
  prefix: string;
  confFile: string;
  errorLog: string;
}

/** A throw-away self-signed certificate for 127.0.0.1 in `dir`: its certificate and key files. */
function selfSignedCertificate(dir: string): { cert: string; key: string } {
  const cert = path.join(dir, 'tls.crt');
  const key = path.join(dir, 'tls.key');
  const made = spawnSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-keyout', key, '-out', cert],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a test certificate:\n${made.stderr}`);
  return { cert, key };
}

/** mekong.conf with the operator's placeholders replaced, inside a minimal http block, as nginx's -p prefix. */
export function renderSite(
  nginx: string,
  prefix: string,
  paths: { shellDir: string; releasesDir: string },
  ports: SitePorts,
): RenderedSite {
  mkdirSync(prefix, { recursive: true });
  const tls = selfSignedCertificate(prefix);
  const placeholders: Record<string, string> = {
    // Plain HTTP, and HTTPS as production answers it (the header of TLS answers differ: HSTS).
    'listen 80;': `listen 127.0.0.1:${ports.nginx}; listen 127.0.0.1:${ports.nginxTls} ssl; ssl_certificate ${tls.cert}; ssl_certificate_key ${tls.key};`,
    'server 10.0.0.11:8080': `server 127.0.0.1:${ports.nodes[0]}`,
    'server 10.0.0.12:8080': `server 127.0.0.1:${ports.nodes[1]}`,
    '/srv/mekong/shell': paths.shellDir,
    '/srv/mekong/releases': paths.releasesDir,
  };
  let site = readFileSync(CONFIG_FILE, 'utf8');
  for (const [placeholder, value] of Object.entries(placeholders)) {
    // A renamed placeholder must fail here, not leave the test running on an operator's address.
    if (!site.includes(placeholder)) throw new Error(`mekong.conf no longer contains the placeholder "${placeholder}"`);
    site = site.replaceAll(placeholder, value);
  }
  const brotli = brotliStaticModule(nginx);
  // Without the module nginx refuses the directive: the rest of the file is still tested, on gzip alone.
  if (!brotli) site = site.replace(/^\s*brotli_static \w+;$/gm, '');
  mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  writeFileSync(path.join(prefix, 'mekong.conf'), site);
  const errorLog = path.join(prefix, 'error.log');
  const confFile = path.join(prefix, 'nginx.conf');
  const temp = (kind: string) => `${kind}_temp_path ${path.join(prefix, 'temp', kind)};`;
  writeFileSync(
    confFile,
    [
      'daemon off;',
      brotli ? `load_module ${brotli};` : '',
      // As root, workers would switch to nobody, who cannot read the test's private temp folders.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${path.join(prefix, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  include ${mimeTypesFile(nginx)};`,
      '  default_type application/octet-stream;',
      '  access_log off;',
      // Every temp folder inside the prefix: the compiled-in ones under /var/lib/nginx are root's.
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${temp(kind)}`),
      `  include ${path.join(prefix, 'mekong.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  return { prefix, confFile, errorLog };
}

const nginxArgs = (site: RenderedSite) => ['-p', site.prefix, '-c', site.confFile, '-e', site.errorLog];

/** `nginx -t` on the rendered site: exit status and what nginx said. */
export function testConfig(nginx: string, site: RenderedSite): { status: number | null; output: string } {
  const run = spawnSync(nginx, ['-t', ...nginxArgs(site)], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

export interface RunningNginx {
  stop(): Promise<void>;
}

/** Starts nginx in the foreground and waits until it accepts connections. */
export async function startNginx(nginx: string, site: RenderedSite, port: number): Promise<RunningNginx> {
  const child: ChildProcess = spawn(nginx, nginxArgs(site), { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT');
    await exited;
  };
  const deadline = Date.now() + 10_000;
  while (!(await canConnect(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not start:\n${existsSync(site.errorLog) ? readFileSync(site.errorLog, 'utf8') : '(no error log)'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { stop };
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}

export interface ApiNode {
  name: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

/** The path on which a node with `crashes` drops the connection after reading the request, as a dying node would. */
export const CRASH_PATH = '/wps/test/crash';

/** Security headers as the API sends its own (other values than nginx's): nginx must answer with its own instead. */
export const API_SECURITY_HEADERS: http.OutgoingHttpHeaders = {
  'content-security-policy': "default-src 'none'",
  'x-frame-options': 'DENY',
  'strict-transport-security': 'max-age=1',
  'referrer-policy': 'no-referrer',
};

/**
 * A stand-in API node: answers every call with its name and the forwarding headers it got (padded past gzip's
 * minimum) and security headers of its own, `/remotes.json` with no-store like the API, and echoes WebSocket messages
 * on /wps/ws with its name.
 */
export async function startApiNode(name: string, port: number, { crashes = false } = {}): Promise<ApiNode> {
  const seen: SeenRequest[] = [];
  const server = http.createServer((request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    request.resume();
    request.on('end', () => {
      if (crashes && request.url === CRASH_PATH) return void request.socket.destroy();
      const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json; charset=utf-8', ...API_SECURITY_HEADERS };
      if (request.url === '/remotes.json') headers['cache-control'] = 'no-store';
      const { host, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': forwardedProto } = request.headers;
      response.writeHead(200, headers).end(JSON.stringify({ node: name, host, forwardedFor, forwardedProto, padding: 'x'.repeat(2048) }));
    });
  });
  const sockets = new WebSocketServer({ server, path: '/wps/ws' });
  sockets.on('connection', (socket) => socket.on('message', (data) => socket.send(`${name}:${data.toString()}`)));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    name,
    seen,
    close: async () => {
      for (const socket of sockets.clients) socket.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** One request on a fresh connection (over TLS with `tls`, trusting the test's certificate); the body comes back as
 * sent (gzipped if nginx gzipped it). */
export function request(
  port: number,
  urlPath: string,
  {
    method = 'GET',
    headers = {},
    body,
    tls = false,
  }: { method?: string; headers?: http.OutgoingHttpHeaders; body?: Buffer; tls?: boolean } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const options = { host: '127.0.0.1', port, path: urlPath, method, headers, agent: false as const };
    const sent = tls ? https.request({ ...options, rejectUnauthorized: false }) : http.request(options);
    sent.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end(body);
  });
}
