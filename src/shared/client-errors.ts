/**
 * What a browser may say about a render error (`POST /api/client-errors`): the server refuses
 * more, and the app's reporter cuts its report to fit, so a report is never refused for its
 * size. Plain numbers, no schema: the reporter is part of a first visit (decision 011).
 */
export const CLIENT_ERROR_LIMITS = {
  /** The whole JSON body, in bytes; a larger one is answered 413. */
  bodyBytes: 8 * 1024,
  /** Each field's most characters; a longer one is answered 400. */
  message: 1000,
  path: 500,
  stack: 3000,
  componentStack: 3000,
} as const;

/** A report's body. */
export type ClientErrorReport = {
  message: string;
  stack?: string;
  /** The page's path, without its query (where tokens travel). */
  path: string;
  /** React's component stack, when a boundary caught the error. */
  componentStack?: string;
};
