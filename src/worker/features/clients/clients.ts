// The clients feature's one entry: "My coaching", a client's own page, reached by a code sent to his email.
export { myCoachingPublic } from './clients-routes.ts'
export { SIGN_IN_LETTERS } from './sign-in-letters.tsx'
