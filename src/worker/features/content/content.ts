// The content feature's one entry: what other features and the app use of it; its other files stay its own.
export { loadSectionText } from './section-text.ts'
