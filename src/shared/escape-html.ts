// Text put into HTML written as a string (the emails, the Worker's page shell, the plan schedule drawn without
// React): the five characters that could end a text or an attribute value.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export const escapeHtml = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (char) => ENTITIES[char]!)
