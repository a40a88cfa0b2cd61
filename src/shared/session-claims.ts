// The fixed claims of the admin session token; shared so test tooling mints tokens the Worker accepts.
export const JWT_ALGORITHM = 'HS256'
export const JWT_ISSUER = 'brotherhood-coaching'
export const JWT_AUDIENCE = 'brotherhood-coaching:admin'
