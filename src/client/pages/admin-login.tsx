import { usePageMeta } from '../components/page-meta.tsx'

export default function AdminLoginPage() {
  usePageMeta('Admin Login')
  return (
    <main className="min-h-screen bg-slate-50 px-4 py-24">
      <h1 className="text-center text-3xl font-bold text-slate-900">Admin Login</h1>
    </main>
  )
}
