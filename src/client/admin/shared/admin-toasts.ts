// The dashboard's toast shapes, on the site's one toast: a success, and the destructive 'Error' the spec
// gives most admin failures.
import { messageOf } from '../../lib/api.ts'
import { toast } from '../../lib/toast-store.ts'

export function toastSuccess(title: string, description?: string): void {
  toast({ title, description })
}

export function toastFailure(description: string, title = 'Error'): void {
  toast({ title, description, variant: 'destructive' })
}

/** SPEC §8 inventory reading: the server's message when it gave one, the spec's fallback otherwise. */
export function toastServerFailure(error: unknown, fallback: string): void {
  toastFailure(messageOf(error, fallback))
}
