// setTimeout fires at once for delays above 2^31 − 1 ms, so longer timeouts mean "no timeout".
const MAX_TIMER_MS = 2 ** 31 - 1;

/** The abort controller of one attempt: fired by the per-attempt timeout or by the caller's signal. */
export class AttemptController {
  readonly controller = new AbortController();
  #timedOut = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #callerSignal: AbortSignal | undefined;
  readonly #onCallerAbort = () => this.controller.abort(this.#callerSignal?.reason);

  constructor(timeoutMs: number | null, callerSignal: AbortSignal | undefined) {
    this.#callerSignal = callerSignal;
    if (callerSignal?.aborted) this.#onCallerAbort();
    else callerSignal?.addEventListener('abort', this.#onCallerAbort, { once: true });
    if (timeoutMs !== null && timeoutMs <= MAX_TIMER_MS) {
      this.#timer = setTimeout(() => {
        this.#timedOut = true;
        this.controller.abort();
      }, timeoutMs);
    }
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Whether the attempt was aborted by its timeout. */
  get timedOut(): boolean {
    return this.#timedOut;
  }

  /** Whether the caller's signal aborted the attempt. */
  get abortedByCaller(): boolean {
    return this.#callerSignal?.aborted === true && !this.#timedOut;
  }

  /** Stops the timeout once response headers arrive; the body is read without one. */
  stopTimer(): void {
    clearTimeout(this.#timer);
  }

  /** Stops the timeout and unlinks the caller's signal once the attempt is finished with. */
  release(): void {
    this.stopTimer();
    this.#callerSignal?.removeEventListener('abort', this.#onCallerAbort);
  }
}
