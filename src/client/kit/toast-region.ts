// Where notifications appear, for the client app's toaster and checkout's own script alike. On a phone at the top:
// at the bottom one lay over the pay button or 'Update FAQ' just pressed. The region lets presses through where
// it holds no notification.
export const TOAST_REGION_CLASS =
  'pointer-events-none fixed inset-x-0 top-0 z-[100] flex flex-col p-4 outline-none ' +
  'sm:bottom-0 sm:left-auto sm:top-auto sm:w-full sm:max-w-[420px]'

/** Each notification takes presses (its close button) though the region does not. */
export const TOAST_ITEM_CLASS = 'pointer-events-auto relative rounded-lg border p-4 shadow-lg'
