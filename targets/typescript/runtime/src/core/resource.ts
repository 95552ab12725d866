import type { BaseClient } from '../internal/base-client.js';

/** Base of the generated resource classes (`client.cards`, `client.accounts.friends`...). */
export class APIResource<Client extends BaseClient = BaseClient> {
  /** The client whose options, retries and auth the resource's calls use. */
  protected readonly _client: Client;

  constructor(client: Client) {
    this._client = client;
  }
}
