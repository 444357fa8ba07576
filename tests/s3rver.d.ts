// The little of s3rver (a local S3-compatible server, tests only) that tests/s3-server.ts uses.
declare module "@20minutes/s3rver" {
  import type { AddressInfo } from "node:net";

  export type S3rverOptions = {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: Array<{ name: string }>;
  };

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
