// The provider's sign-in page: plain server-rendered HTML with its own small stylesheet, no scripts and no
// outside assets, so it works offline and under any browser policy.
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const style = `
  body { font: 16px/1.5 system-ui, sans-serif; background: #f1f5f9; color: #0f172a; margin: 0; }
  main { max-width: 24rem; margin: 10vh auto; background: #fff; padding: 2rem; border-radius: .75rem; box-shadow: 0 1px 3px #0002; }
  h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
  p.note { color: #475569; font-size: .9rem; margin: 0 0 1.5rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { box-sizing: border-box; width: 100%; padding: .6rem .75rem; margin-top: .25rem;
    border: 1px solid #94a3b8; border-radius: .5rem; font: inherit; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { flex: 1; padding: .65rem; border-radius: .5rem; font: inherit; font-weight: 600; cursor: pointer; border: 1px solid #0f172a; }
  button.primary { background: #0f172a; color: #fff; }
  button.secondary { background: #fff; color: #0f172a; }
  .error { background: #fef2f2; color: #991b1b; border: 1px solid #fecaca; padding: .6rem .75rem; border-radius: .5rem; }
`

export interface LoginPageOptions {
  uid: string
  clientId: string
  email?: string
  error?: string
}

export function loginPage({ uid, clientId, email = '', error }: LoginPageOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sign in · Local identity provider</title>
  <style>${style}</style>
</head>
<body>
  <main>
    <h1>Sign in</h1>
    <p class="note">Local development identity provider, signing in to <strong>${escape(clientId)}</strong>.
      The account is admin@example.com with the password admin.</p>
    ${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
    <form method="post" action="/interaction/${escape(uid)}/login" autocomplete="off">
      <label for="email">Email</label>
      <input id="email" name="email" type="email" required autofocus value="${escape(email)}">
      <label for="password">Password</label>
      <input id="password" name="password" type="password" required>
      <div class="actions">
        <button class="primary" type="submit">Sign in</button>
        <button class="secondary" type="submit" formaction="/interaction/${escape(uid)}/cancel" formnovalidate>Cancel</button>
      </div>
    </form>
  </main>
</body>
</html>`
}
