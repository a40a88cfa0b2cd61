// The chat feature's one entry: what other features and the app use of it; its other files stay its own.
export * from './chat-routes.ts'
export { CRISIS_LETTERS } from './crisis-letters.tsx'
