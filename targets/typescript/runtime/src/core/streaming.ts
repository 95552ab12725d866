import type { StreamOpener } from '../internal/base-client.js';
import { isAbortError, streamErrorMessage } from '../internal/errors.js';
import { parseSSE, type ServerSentEvent } from '../internal/sse.js';
import { isObject } from '../internal/utils/values.js';
import { APIConnectionError, APIError, APIUserAbortError, ClientError } from './error.js';

/**
 * How one kind of SSE event is handled (`streaming.on_event`). Rules are tried in order and the first match
 * decides; an event no rule matches is skipped. A rule matches when every matcher it sets matches, so a rule
 * without matchers matches everything.
 */
export interface StreamRule {
  /** Matches the `event:` field; `null` matches events without one. Omitted: any event type. */
  event?: string | null;
  /** Matches when the raw `data` text starts with this, before JSON parsing (e.g. `[DONE]`). */
  dataStartsWith?: string;
  /** Matches every event (`kind: fallthrough`), whatever the other matchers say. */
  fallthrough?: boolean;
  /** `yield` the parsed data, stop cleanly (`done`, the event is not yielded), or raise an `APIError`. */
  handle: 'yield' | 'done' | 'error';
  /** On a `yield` rule: raise an `APIError` instead when the parsed object has a truthy value here. */
  errorProperty?: string;
}

/** Rules used when the API configures none: `[DONE]` ends the stream, `error` events raise, the rest yield. */
export const DEFAULT_STREAM_RULES: readonly StreamRule[] = [
  { dataStartsWith: '[DONE]', handle: 'done' },
  { event: 'error', handle: 'error' },
  { fallthrough: true, handle: 'yield' },
];

/**
 * The `openStream` of a generated client's defaults: streams handle events by `rules` (the API's
 * `streaming.on_event`), or by {@link DEFAULT_STREAM_RULES}.
 */
export function streamOpener(rules?: readonly StreamRule[]): StreamOpener {
  return (response, controller, messageProperty) =>
    Stream.fromSSEResponse(response, controller, { rules, messageProperty });
}

/** How a response's events become items. */
export interface StreamConfig {
  rules?: readonly StreamRule[] | undefined;
  /** Dotted path of the message in error events (`errors.message_property`). */
  messageProperty?: string | undefined;
}

type Decision<Item> = { kind: 'yield'; item: Item } | { kind: 'done' } | { kind: 'skip' };

/**
 * A stream of server-sent events, consumed with `for await`. It can be iterated once; `close()` aborts the
 * connection, and so does breaking out of the loop.
 *
 * @example
 * const stream = await client.chat.completions.create({ ..., stream: true });
 * for await (const chunk of stream) console.log(chunk);
 */
export class Stream<Item> implements AsyncIterable<Item> {
  /** The HTTP response; its body is read lazily while iterating. */
  readonly response: Response;
  /** Aborts the underlying request. */
  readonly controller: AbortController;
  readonly #iterate: (stream: Stream<Item>) => AsyncIterator<Item>;
  #consumed = false;
  #closed = false;

  constructor(
    iterate: (stream: Stream<Item>) => AsyncIterator<Item>,
    controller: AbortController,
    response: Response,
  ) {
    this.#iterate = iterate;
    this.controller = controller;
    this.response = response;
  }

  /** A stream over an SSE response, handling events by `config.rules`. */
  static fromSSEResponse<Item>(
    response: Response,
    controller: AbortController,
    config: StreamConfig = {},
  ): Stream<Item> {
    const rules = config.rules ?? DEFAULT_STREAM_RULES;
    return new Stream<Item>(
      (stream) => iterateEvents<Item>(stream, rules, config.messageProperty),
      controller,
      response,
    );
  }

  /** Whether `close()` was called. */
  get closed(): boolean {
    return this.#closed;
  }

  [Symbol.asyncIterator](): AsyncIterator<Item> {
    if (this.#consumed) {
      throw new ClientError('This stream has already been iterated; a stream can be iterated only once.');
    }
    this.#consumed = true;
    return this.#iterate(this);
  }

  /** Stops the stream and aborts the connection. A loop over the stream then ends without an error. */
  close(): void {
    this.#closed = true;
    this.controller.abort();
  }

  /** The items as newline-delimited JSON, e.g. to forward the stream from a server to a browser. */
  toReadableStream(): ReadableStream<Uint8Array> {
    const iterator = this[Symbol.asyncIterator]();
    const encoder = new TextEncoder();
    return new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const result = await iterator.next();
          if (result.done) controller.close();
          else controller.enqueue(encoder.encode(`${JSON.stringify(result.value)}\n`));
        } catch (error) {
          controller.error(error);
        }
      },
      async cancel() {
        await iterator.return?.();
      },
    });
  }
}

async function* iterateEvents<Item>(
  stream: Stream<Item>,
  rules: readonly StreamRule[],
  messageProperty: string | undefined,
): AsyncGenerator<Item> {
  try {
    for await (const event of parseSSE(stream.response.body)) {
      const decision = decide<Item>(event, rules, stream.response, messageProperty);
      if (decision.kind === 'done') return;
      if (decision.kind === 'yield') yield decision.item;
    }
  } catch (error) {
    if (error instanceof APIError) throw error;
    if (stream.closed) return;
    if (stream.controller.signal.aborted || isAbortError(error))
      throw new APIUserAbortError({ cause: error });
    throw new APIConnectionError({ message: 'The stream was interrupted.', cause: error });
  }
}

function decide<Item>(
  event: ServerSentEvent,
  rules: readonly StreamRule[],
  response: Response,
  messageProperty: string | undefined,
): Decision<Item> {
  const rule = rules.find((candidate) => matches(candidate, event));
  if (!rule) return { kind: 'skip' };
  if (rule.handle === 'done') return { kind: 'done' };
  if (rule.handle === 'error') {
    const body = parseOrText(event.data);
    throw new APIError(streamErrorMessage(body, messageProperty), { body, headers: response.headers });
  }
  const item = parseData(event.data, response);
  const flagged = rule.errorProperty && isObject(item) ? item[rule.errorProperty] : undefined;
  if (flagged) throw flaggedError(flagged, item, response);
  return { kind: 'yield', item: item as Item };
}

function matches(rule: StreamRule, event: ServerSentEvent): boolean {
  if (rule.fallthrough) return true;
  if (rule.event !== undefined && rule.event !== event.event) return false;
  if (rule.dataStartsWith !== undefined && !event.data.startsWith(rule.dataStartsWith)) return false;
  return true;
}

function parseData(data: string, response: Response): unknown {
  try {
    return JSON.parse(data);
  } catch (cause) {
    throw new APIError(`Could not parse a stream event as JSON: ${data.slice(0, 200)}`, {
      body: data,
      headers: response.headers,
      cause,
    });
  }
}

function parseOrText(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

function flaggedError(flagged: unknown, body: unknown, response: Response): APIError {
  const message =
    isObject(flagged) && typeof flagged['message'] === 'string' ? flagged['message'] : undefined;
  return new APIError(message ?? 'The stream reported an error.', { body, headers: response.headers });
}
