// s3rver ships no types; these are the parts the S3 test server (testing/s3-test-server.ts) uses.
declare module "s3rver" {
  type ListOptions = { delimiter?: string; startAfter?: string; prefix?: string; maxKeys?: number };
  type ListResult = { objects: { key: string }[]; commonPrefixes: string[]; isTruncated: boolean };
  type Store = {
    listObjects(bucket: string, options: ListOptions): Promise<ListResult>;
    deleteObject(bucket: string, key: string): Promise<void>;
  };
  type Context = {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    body: unknown;
  };
  type Middleware = (context: Context, next: () => Promise<void>) => Promise<void>;
  export default class S3rver {
    constructor(options: { address?: string; port?: number; directory: string; silent?: boolean });
    store: Store;
    // Koa's middleware, composed when the server runs.
    middleware: Middleware[];
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
