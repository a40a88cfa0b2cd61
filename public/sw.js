// The service worker (issue 6, item 4): precaches the app shell listed at build time in /sw-precache.js
// (written by tools/vite-service-worker.ts), serves /offline.html when a page cannot be fetched, and keeps
// the site's hashed assets once loaded. Pages are always fetched from the network first, so a visitor
// online never sees an old page; the API, checkout and payment success are never touched at all.
/* global self, caches, fetch, Response, URL, importScripts */
importScripts('/sw-precache.js')

const { version, urls } = self.PRECACHE
const SHELL_CACHE = `shell-${version}`
const ASSET_CACHE = `assets-${version}`
const OFFLINE_URL = '/offline.html'
const NEVER_CACHED = [/^\/api(\/|$)/, /^\/checkout(\/|$)/, /^\/payment-success(\/|$)/]

/**
 * Stores a same-origin response under the URL asked for. The host may answer /offline.html with a
 * redirect to /offline; a redirected response cannot answer a page request, so a plain copy is kept.
 */
async function store(cache, url) {
  const response = await fetch(url, { cache: 'reload' })
  if (!response.ok) throw new Error(`Precache of ${url} failed: ${response.status}`)
  const clean = response.redirected
    ? new Response(await response.blob(), {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      })
    : response
  await cache.put(url, clean)
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE)
      await Promise.all([...urls, OFFLINE_URL].map((url) => store(cache, url)))
      await self.skipWaiting()
    })(),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, ASSET_CACHE])
      for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name)
      await self.clients.claim()
    })(),
  )
})

async function pageOrOfflinePage(request) {
  try {
    return await fetch(request)
  } catch {
    return (await caches.match(OFFLINE_URL, { cacheName: SHELL_CACHE })) ?? Response.error()
  }
}

/** Hashed build assets never change under their name: the cached copy is always right. */
async function cachedAsset(request) {
  const hit = await caches.match(request)
  if (hit) return hit
  const response = await fetch(request)
  if (response.ok && response.type === 'basic') {
    const copy = response.clone()
    void caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy))
  }
  return response
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  // Left to the browser entirely, navigations included (sign-in and sign-out are navigations to /api, and
  // Stripe returns buyers to /payment-success): nothing here may stand between them and the server.
  if (NEVER_CACHED.some((pattern) => pattern.test(url.pathname))) return
  if (request.mode === 'navigate') {
    event.respondWith(pageOrOfflinePage(request))
    return
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cachedAsset(request))
    return
  }
  if (urls.includes(url.pathname))
    event.respondWith(caches.match(request, { cacheName: SHELL_CACHE }).then((hit) => hit ?? fetch(request)))
})
