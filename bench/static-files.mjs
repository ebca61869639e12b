// The SPA's files as a browser fetches them (`Accept-Encoding: gzip, br`): each compressed, and decoding to
// the built file; hashed assets cached for a year as immutable, index.html (and the client routes it serves)
// revalidated on every visit (required).
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** One GET with the raw bytes as sent (fetch would decode them and hide what went over the wire). */
function rawGet(url) {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'Accept-Encoding': 'gzip, br' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

const decoders = { br: brotliDecompressSync, gzip: gunzipSync };

export async function staticFiles({ server, webDist, report }) {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    report('SPA static files', `${indexFile} is missing`, 'the web client built (npm run build:web)', false, { required: true });
    return;
  }
  const index = readFileSync(indexFile);
  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(index.toString())?.[1];
  const stylesheet = /<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/.exec(index.toString())?.[1];
  const files = [
    { path: '/', file: index, cacheControl: REVALIDATE },
    { path: '/events', file: index, cacheControl: REVALIDATE },
    ...[script, stylesheet].filter(Boolean).map((path) => ({ path, file: readFileSync(join(webDist, path)), cacheControl: IMMUTABLE })),
  ];
  if (!script) report('SPA entry script', 'not found in index.html', 'a hashed /assets/*.js', false, { required: true });
  for (const { path, file, cacheControl } of files) {
    const { status, headers, body } = await rawGet(`${server.url}${path}`);
    const encoding = headers['content-encoding'];
    const decode = decoders[encoding];
    const intact = status === 200 && decode !== undefined && decode(body).equals(file);
    const ok = intact && headers['cache-control'] === cacheControl;
    report(
      `GET ${path}`,
      `${status}, ${encoding ?? 'not compressed'} ${body.length.toLocaleString('en-US')} of ${file.length.toLocaleString('en-US')} bytes${intact ? '' : ' (not the built file)'}, Cache-Control: ${headers['cache-control']}`,
      `compressed, Cache-Control: ${cacheControl}`,
      ok,
      { required: true },
    );
  }
}
