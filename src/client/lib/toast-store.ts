// The one toast: SPEC §9 shows one notification at a time, for 5 seconds.
import { create } from 'zustand'
import { TIMINGS_MS } from '../../shared/constants.ts'

export interface Toast {
  id: number
  title: string
  description?: string
  variant: 'default' | 'destructive'
}

interface ToastState {
  current: Toast | null
  show(toast: Omit<Toast, 'id' | 'variant'> & { variant?: Toast['variant'] }): void
  dismiss(): void
}

let nextId = 1
let timer: ReturnType<typeof setTimeout> | undefined

export const useToastStore = create<ToastState>((set) => ({
  current: null,
  show(toast) {
    clearTimeout(timer)
    const id = nextId++
    set({ current: { variant: 'default', ...toast, id } })
    timer = setTimeout(() => set((state) => (state.current?.id === id ? { current: null } : state)), TIMINGS_MS.toast)
  },
  dismiss() {
    clearTimeout(timer)
    set({ current: null })
  },
}))

export const toast = (t: Parameters<ToastState['show']>[0]) => useToastStore.getState().show(t)
