/** One server-sent event, as dispatched on a blank line. */
export interface ServerSentEvent {
  /** The `event:` field, or `null` when the event had none. */
  event: string | null;
  /** The `data:` lines joined with `\n`. */
  data: string;
  /** The last `id:` seen on the stream so far, or `null`. */
  id: string | null;
  /** The `retry:` field of this event in milliseconds, or `null`. */
  retry: number | null;
}

/** Yields the chunks of a body, cancelling it when the consumer stops early. */
export async function* readChunks(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = body.getReader();
  let finished = false;
  try {
    while (true) {
      const result = await reader.read();
      if (result.done) {
        finished = true;
        return;
      }
      yield result.value;
    }
  } finally {
    // Not awaited: cancelling one branch of a tee'd body settles only when every branch is cancelled.
    if (!finished) reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}

/** Splits UTF-8 chunks into lines ending in `\n`, `\r\n` or `\r`, even when a `\r\n` straddles two chunks. */
export async function* readLines(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of chunks) {
    buffer += decoder.decode(chunk, { stream: true });
    const { lines, rest } = splitLines(buffer, false);
    buffer = rest;
    yield* lines;
  }
  const { lines, rest } = splitLines(buffer + decoder.decode(), true);
  yield* lines;
  if (rest !== '') yield rest;
}

function splitLines(buffer: string, final: boolean): { lines: string[]; rest: string } {
  const lines: string[] = [];
  let start = 0;
  for (const match of buffer.matchAll(/\r\n|\r|\n/g)) {
    // A lone `\r` at the end may be the first half of a `\r\n` that the next chunk completes.
    if (!final && match[0] === '\r' && match.index === buffer.length - 1) break;
    lines.push(buffer.slice(start, match.index));
    start = match.index + match[0].length;
  }
  return { lines, rest: buffer.slice(start) };
}

/** Assembles lines into events per the SSE format: `field: value` lines, `:` comments, blank-line dispatch. */
export class SSEDecoder {
  #event: string | null = null;
  #data: string[] = [];
  #id: string | null = null;
  #retry: number | null = null;

  /** Feeds one line; returns the event a blank line completes, if any. */
  decode(line: string): ServerSentEvent | null {
    if (line === '') return this.flush();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    this.#apply(field, value);
    return null;
  }

  /** Dispatches the pending event, if it has data. Events without `data:` lines are dropped, as in browsers. */
  flush(): ServerSentEvent | null {
    const event =
      this.#data.length === 0
        ? null
        : { event: this.#event, data: this.#data.join('\n'), id: this.#id, retry: this.#retry };
    this.#event = null;
    this.#data = [];
    this.#retry = null;
    return event;
  }

  #apply(field: string, value: string): void {
    if (field === 'event') this.#event = value;
    else if (field === 'data') this.#data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.#id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) this.#retry = Number(value);
  }
}

/**
 * Parses an SSE body into events. An event still pending when the body ends is dispatched too, so servers that
 * omit the final blank line lose nothing.
 */
export async function* parseSSE(body: ReadableStream<Uint8Array> | null): AsyncGenerator<ServerSentEvent> {
  if (!body) return;
  const decoder = new SSEDecoder();
  for await (const line of readLines(readChunks(body))) {
    const event = decoder.decode(line);
    if (event) yield event;
  }
  const last = decoder.flush();
  if (last) yield last;
}
