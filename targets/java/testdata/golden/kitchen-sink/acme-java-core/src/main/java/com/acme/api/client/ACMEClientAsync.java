// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.client;

import com.acme.api.core.ClientOptions;
import com.acme.api.services.async.ACMEServiceAsync;

import java.util.function.Consumer;

/** The client: a service per resource of the API, and the API's own methods. */
public interface ACMEClientAsync extends ACMEServiceAsync {

    /** The blocking form of this client, sharing its options and connections. */
    ACMEClient sync();

    @Override
    WithRawResponse withRawResponse();

    /** A client with the same connections and options changed by {@code modifier}. */
    ACMEClientAsync withOptions(Consumer<ClientOptions.Builder> modifier);

    /** Releases the connections and threads of the transport; the client cannot be used after. */
    void close();

    interface WithRawResponse extends ACMEServiceAsync.WithRawResponse {

        WithRawResponse withOptions(Consumer<ClientOptions.Builder> modifier);
    }
}
