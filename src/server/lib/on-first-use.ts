import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

/**
 * A package loaded the first time it is used rather than when the server starts: for the SDKs
 * of outside services a shop may not use (Stripe, S3), each some tenths of a second to load on
 * every start. `T` is the package's type, e.g. `typeof import("stripe")`.
 */
export function onFirstUse<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= require(name) as T;
    return loaded;
  };
}
