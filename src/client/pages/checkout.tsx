import { usePageMeta } from '../components/page-meta.tsx'

export default function CheckoutPage() {
  usePageMeta('Checkout')
  return (
    <main className="min-h-screen bg-slate-50 px-4 py-24">
      <h1 className="text-center text-3xl font-bold text-slate-900">Checkout</h1>
    </main>
  )
}
