// The bench's reference page: what Vite's React template renders, with nothing of the site's. The home page's
// Lighthouse figures are read against this page's, measured in the same run on the same machine.
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'

function App() {
  const [count, setCount] = useState(0)
  return (
    <main>
      <h1>Vite + React</h1>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        count is {count}
      </button>
      <p>A bare React 19 page, built with Vite.</p>
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
