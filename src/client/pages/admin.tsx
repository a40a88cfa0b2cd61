import { AdminTabs } from '../admin/admin-tabs.tsx'
import { AdminGate } from '../components/admin-gate.tsx'
import { usePageMeta } from '../components/page-meta.tsx'
import { SignOutButton } from '../components/sign-out-button.tsx'

export default function AdminPage() {
  usePageMeta('Admin Dashboard')
  return (
    <AdminGate>
      {(user) => (
        <main className="min-h-screen bg-slate-50 px-4 py-12">
          <header className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4">
            <div>
              <h1 className="text-3xl font-bold text-slate-900">Admin Dashboard</h1>
              <p className="mt-1 text-sm text-slate-600">
                Signed in as <span className="font-medium text-slate-900">{user.email}</span>
              </p>
            </div>
            <SignOutButton />
          </header>
          <div className="mx-auto mt-8 max-w-6xl">
            <AdminTabs />
          </div>
        </main>
      )}
    </AdminGate>
  )
}
