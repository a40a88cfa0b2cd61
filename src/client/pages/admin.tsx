import { usePageMeta } from '../components/page-meta.tsx'

export default function AdminPage() {
  usePageMeta('Admin Dashboard')
  return (
    <main className="min-h-screen bg-slate-50 px-4 py-24">
      <h1 className="text-center text-3xl font-bold text-slate-900">Admin Dashboard</h1>
    </main>
  )
}
