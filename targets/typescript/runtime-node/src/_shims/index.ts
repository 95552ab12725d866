// The node SDKs imported the fetch classes from here, polyfilled on old Node.js versions; the SDK needs Node.js
// 20, whose own classes these are.
export const Blob = globalThis.Blob;
export type Blob = globalThis.Blob;
export const File = globalThis.File;
export type File = globalThis.File;
export const FormData = globalThis.FormData;
export type FormData = globalThis.FormData;
export const Headers = globalThis.Headers;
export type Headers = globalThis.Headers;
export const Request = globalThis.Request;
export type Request = globalThis.Request;
export const Response = globalThis.Response;
export type Response = globalThis.Response;
export const ReadableStream = globalThis.ReadableStream;
export type ReadableStream<R = unknown> = globalThis.ReadableStream<R>;
export const fetch = globalThis.fetch;
