// The clients feature's one entry: "My coaching", a client's own page, reached by a code sent to his email.
export { myCoachingPublic } from './clients-routes.ts'
