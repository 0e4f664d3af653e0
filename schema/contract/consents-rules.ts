/**
 * POPIA (issue 15): the versions of the texts people agree to. A consent is recorded with the version it was given
 * for, so a changed text can be asked for again. Free of zod (decision 006). Bump a version when its text changes.
 */

/** The privacy notice at /privacy. */
export const PRIVACY_NOTICE_VERSION = '2026-11-22';

/** The terms of use accepted at sign-up. */
export const TERMS_VERSION = '2026-11-22';
