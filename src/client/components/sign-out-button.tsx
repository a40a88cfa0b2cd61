import { useSignOut } from '../lib/use-admin-session.ts'

/** Ends the session on the server, then goes home; says so in a toast if the server could not. */
export function SignOutButton() {
  const signOut = useSignOut()
  return (
    <button
      type="button"
      onClick={() => signOut.mutate()}
      disabled={signOut.isPending}
      className="rounded-lg border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-60"
    >
      Sign out
    </button>
  )
}
