// The session-storage flag set at sign-in (useCompleteSignIn) and taken by the signed-in chunk (LiveConnection): show
// the login before this one, once, after this login (issue 20). A module of its own, so the sign-in code carries no texts.
export const SHOW_PREVIOUS_LOGIN_KEY = 'showPreviousLogin';
