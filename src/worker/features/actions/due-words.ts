// A due time as he reads it: the business's clock named, the same in his email, on My coaching and the Done page.
import { formatDeadline } from '../../../shared/rules/business-time.ts'

/** 'Tue, Dec 8, 11:59 PM Pacific time'. */
export const dueWords = (dueAt: string) => formatDeadline(dueAt)
