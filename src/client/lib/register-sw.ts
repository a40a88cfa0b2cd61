// Registers the service worker (public/sw.js) once the page has loaded, so installing it and precaching
// the shell never compete with the first screen. Only in a production build: in development it would
// serve stale modules. A browser without service workers, or one that refuses, simply goes without.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => {})
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
