// A dashboard action that is not a form (delete, duplicate, toggle, reorder): its toast on success, its
// error toast on failure, and the list it changed fetched again either way. Forms use the one form pattern
// (kit/use-form.ts) with the same refresh and toasts.
import { type QueryKey, useMutation } from '@tanstack/react-query'
import { refresh } from './admin-queries.ts'

interface AdminMutationOptions<Variables, Result> {
  /** Names the action, for a screen that waits on every one of its kind in flight (useIsMutating). */
  mutationKey?: QueryKey
  mutationFn(variables: Variables): Promise<Result>
  /** The lists this action changes. */
  invalidates: QueryKey[]
  onSuccess(result: Result, variables: Variables): void
  onError(error: unknown, variables: Variables): void
  /** After either: closing the confirmation that asked for the action. */
  onSettled?(): void
}

export function useAdminMutation<Variables = void, Result = unknown>(options: AdminMutationOptions<Variables, Result>) {
  return useMutation({
    mutationKey: options.mutationKey,
    mutationFn: options.mutationFn,
    onSuccess: (result, variables) => options.onSuccess(result, variables),
    onError: (error, variables) => options.onError(error, variables),
    // After a failure too: what the server holds replaces anything shown ahead of its answer.
    onSettled: () => {
      options.onSettled?.()
      return refresh(...options.invalidates)
    },
  })
}
