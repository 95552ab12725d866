// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.client;

import com.acme.api.core.ClientOptions;
import com.acme.api.services.blocking.ACMEService;

import java.util.function.Consumer;

/** The client: a service per resource of the API, and the API's own methods. */
public interface ACMEClient extends ACMEService {

    /** The async form of this client, sharing its options and connections. */
    ACMEClientAsync async();

    @Override
    WithRawResponse withRawResponse();

    /** A client with the same connections and options changed by {@code modifier}. */
    ACMEClient withOptions(Consumer<ClientOptions.Builder> modifier);

    /** Releases the connections and threads of the transport; the client cannot be used after. */
    void close();

    interface WithRawResponse extends ACMEService.WithRawResponse {

        WithRawResponse withOptions(Consumer<ClientOptions.Builder> modifier);
    }
}
