declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import('cloudflare:test').D1Migration[]
  }
}

// Vite's raw text imports (`import text from '../wrangler.toml?raw'`), read by the tests of local runs.
declare module '*?raw' {
  const text: string
  export default text
}
