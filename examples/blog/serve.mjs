// Serves the blog example on its own origin, with the practice app's origin written into the page:
//   node examples/blog/serve.mjs [--app http://localhost:8080] [--port 8090] [--host 127.0.0.1]
// The app must list this page's origin (http://127.0.0.1:8090 by default) in EMBED_ORIGINS.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const page = readFileSync(fileURLToPath(new URL('./index.html', import.meta.url)), 'utf8');

/** The article with `appOrigin` (e.g. http://localhost:8080) in place of __APP_ORIGIN__. */
export function blogPage(appOrigin) {
  return page.replaceAll('__APP_ORIGIN__', new URL(appOrigin).origin);
}

/** An HTTP server answering every GET with the article; listen on it yourself. */
export function createBlogServer(appOrigin) {
  const html = blogPage(appOrigin);
  return createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (new URL(request.url ?? '/', 'http://blog').pathname !== '/') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(request.method === 'HEAD' ? undefined : html);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const option = (name, fallback) => {
    const index = process.argv.indexOf(`--${name}`);
    return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
  };
  const app = option('app', 'http://localhost:8080');
  const port = Number(option('port', '8090'));
  const host = option('host', '127.0.0.1');
  createBlogServer(app).listen(port, host, () => {
    console.log(`The blog example is at http://${host}:${port}/ (the app at ${app} must list http://${host}:${port} in EMBED_ORIGINS).`);
  });
}
