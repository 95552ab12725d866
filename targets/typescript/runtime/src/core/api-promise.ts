/** The parsed value of a call together with its HTTP response. */
export interface WithResponse<T> {
  data: T;
  response: Response;
  /** The `x-request-id` response header. */
  request_id: string | undefined;
}

/**
 * The result of an API call: a Promise of the parsed value that can also give the raw `Response`.
 * The body is parsed only when the value is awaited, so `.asResponse()` leaves it unread.
 *
 * @example
 * const card = await client.cards.retrieve('card_123');
 * const response = await client.cards.retrieve('card_123').asResponse();
 * const { data, request_id } = await client.cards.retrieve('card_123').withResponse();
 */
export class APIPromise<T> extends Promise<T> {
  readonly #response: Promise<Response>;
  readonly #parse: (response: Response) => Promise<T>;
  #parsed: Promise<T> | undefined;

  constructor(response: Promise<Response>, parse: (response: Response) => Promise<T>) {
    // The settled value of the base promise is never observed: then/catch/finally read the parsed value.
    super((resolve) => resolve(undefined as T));
    this.#response = response;
    this.#parse = parse;
  }

  // Promise methods such as `finally` build derived promises through the species; ours need other arguments.
  static override get [Symbol.species](): PromiseConstructor {
    return Promise;
  }

  /** The raw `Response`, without reading its body. */
  asResponse(): Promise<Response> {
    return this.#response;
  }

  /** The parsed value, the raw `Response` (body already read) and the request id. */
  async withResponse(): Promise<WithResponse<T>> {
    const [data, response] = await Promise.all([this.#value(), this.#response]);
    return { data, response, request_id: response.headers.get('x-request-id') ?? undefined };
  }

  override then<TResult1 = T, TResult2 = never>(
    onfulfilled?: ((value: T) => TResult1 | PromiseLike<TResult1>) | null,
    onrejected?: ((reason: unknown) => TResult2 | PromiseLike<TResult2>) | null,
  ): Promise<TResult1 | TResult2> {
    return this.#value().then(onfulfilled, onrejected);
  }

  override catch<TResult = never>(
    onrejected?: ((reason: unknown) => TResult | PromiseLike<TResult>) | null,
  ): Promise<T | TResult> {
    return this.#value().catch(onrejected);
  }

  override finally(onfinally?: (() => void) | null): Promise<T> {
    return this.#value().finally(onfinally);
  }

  #value(): Promise<T> {
    this.#parsed ??= this.#response.then(this.#parse);
    return this.#parsed;
  }
}
