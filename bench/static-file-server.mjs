/**
 * The reference for the public pages: the limit of serving the same HTML from disk with nothing but
 * Node's `http` module. It runs in its own process, as the Next server does, so the load generator
 * never shares its event loop.
 *
 *   node bench/static-file-server.mjs <port> <directory>
 *
 * Serves `<directory>/<name>.html` at `/<name>` (and `index.html` at `/`), read from disk on each request.
 */
import { readFile } from 'node:fs/promises'
import http from 'node:http'
import path from 'node:path'

const [port, directory] = process.argv.slice(2)
if (!port || !directory) {
  console.error('Usage: node bench/static-file-server.mjs <port> <directory>')
  process.exit(2)
}

const fileFor = (urlPath) =>
  path.join(directory, `${urlPath === '/' ? 'index' : urlPath.slice(1).replaceAll('/', '__')}.html`)

http
  .createServer(async (request, response) => {
    try {
      const body = await readFile(fileFor(new URL(request.url ?? '/', 'http://localhost').pathname))
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length })
      response.end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  .listen(Number(port), '127.0.0.1', () => console.log(`listening on ${port}`))
