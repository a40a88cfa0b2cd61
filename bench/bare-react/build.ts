// Builds the bare React page (index.html, main.tsx beside this file) with Vite into ./dist, and serves it on
// loopback for the Lighthouse section, which measures it in the same run as the home page.
import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

const ROOT = fileURLToPath(new URL('./', import.meta.url))
const DIST = join(ROOT, 'dist')
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
}

export interface BarePage {
  origin: string
  stop(): Promise<void>
}

export async function startBarePage(port: number): Promise<BarePage> {
  await build({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: DIST, emptyOutDir: true },
  })
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const file = normalize(join(DIST, path === '/' ? 'index.html' : path))
    if (!file.startsWith(DIST)) return void response.writeHead(404).end()
    readFile(file).then(
      (body) =>
        response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => response.writeHead(404).end(),
    )
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { origin: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) }
}
