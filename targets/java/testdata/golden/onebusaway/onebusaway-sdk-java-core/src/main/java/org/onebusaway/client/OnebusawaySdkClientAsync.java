// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.client;

import org.onebusaway.core.ClientOptions;
import org.onebusaway.services.async.OnebusawaySdkServiceAsync;

import java.util.function.Consumer;

/** The client: a service per resource of the API, and the API's own methods. */
public interface OnebusawaySdkClientAsync extends OnebusawaySdkServiceAsync {

    /** The blocking form of this client, sharing its options and connections. */
    OnebusawaySdkClient sync();

    @Override
    WithRawResponse withRawResponse();

    /** A client with the same connections and options changed by {@code modifier}. */
    OnebusawaySdkClientAsync withOptions(Consumer<ClientOptions.Builder> modifier);

    /** Releases the connections and threads of the transport; the client cannot be used after. */
    void close();

    interface WithRawResponse extends OnebusawaySdkServiceAsync.WithRawResponse {

        WithRawResponse withOptions(Consumer<ClientOptions.Builder> modifier);
    }
}
