// The session cookies' names, as the API document's security schemes name them (gateway/src/openapi/
// security.ts) and the auth plugins set and read them (gateway/src/auth/candidate-session.ts,
// recruiter-session.ts).

/** The main-site session: a candidate (or an admin) signed in with Google or LinkedIn. */
export const SESSION_COOKIE = 'session_id';

/** The recruiter session, set with the token the recruiter sign-in answers. */
export const RECRUITER_COOKIE = 'university_session_id';
