// Copyright Acme, Inc. Licensed under the Apache License 2.0.
// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

import { APIPromise } from '../../core/api-promise.js';
import { APIResource } from '../../core/resource.js';
import type { Stream } from '../../core/streaming.js';
import type { RequestOptions } from '../../internal/base-client.js';
import { path } from '../../internal/utils/path.js';

export class Completions extends APIResource {
  create(params: CompletionCreateParamsNonStreaming, options?: RequestOptions): APIPromise<Completion>;
  create(
    params: CompletionCreateParamsStreaming,
    options?: RequestOptions,
  ): APIPromise<Stream<CompletionChunk>>;
  create(
    params: CompletionCreateParamsBase,
    options?: RequestOptions,
  ): APIPromise<Stream<CompletionChunk> | Completion>;
  create(
    params: CompletionCreateParamsBase,
    options?: RequestOptions,
  ): APIPromise<Stream<CompletionChunk>> | APIPromise<Completion> {
    return this._client.request({
      method: 'post',
      path: path`/chat/completions`,
      headers: { 'X-Sdkgen-Stream-Helper': params.stream ? 'chat.completions.stream' : undefined },
      body: params,
      stream: params.stream ?? false,
      options,
    }) as APIPromise<Stream<CompletionChunk>> | APIPromise<Completion>;
  }

  stream(params: CompletionStreamParams, options?: RequestOptions): APIPromise<Stream<CompletionChunk>> {
    return this._client.request({
      method: 'post',
      path: path`/chat/stream`,
      body: params,
      stream: true,
      options,
    });
  }
}

export type CompletionCreateParams = CompletionCreateParamsNonStreaming | CompletionCreateParamsStreaming;

export interface CompletionCreateParamsBase {
  messages: Array<CompletionCreateParams.Message>;

  /**
   * Stream the answer as server-sent events.
   */
  stream?: boolean;
}

export interface CompletionCreateParamsNonStreaming extends CompletionCreateParamsBase {
  stream?: false;
}

export interface CompletionCreateParamsStreaming extends CompletionCreateParamsBase {
  stream: true;
}

export namespace CompletionCreateParams {
  export interface Message {
    role: CompletionCreateParams.Message.Role;

    content: string;
  }

  export namespace Message {
    export type Role = 'system' | 'user' | 'assistant';
  }
}

export interface CompletionStreamParams {
  prompt: string;
}

export interface Completion {
  id?: string;

  text?: string;
}

export interface CompletionChunk {
  id?: string;

  delta?: string;
}
