// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.client;

import org.onebusaway.core.ClientOptions;
import org.onebusaway.services.blocking.OnebusawaySdkService;

import java.util.function.Consumer;

/** The client: a service per resource of the API, and the API's own methods. */
public interface OnebusawaySdkClient extends OnebusawaySdkService {

    /** The async form of this client, sharing its options and connections. */
    OnebusawaySdkClientAsync async();

    @Override
    WithRawResponse withRawResponse();

    /** A client with the same connections and options changed by {@code modifier}. */
    OnebusawaySdkClient withOptions(Consumer<ClientOptions.Builder> modifier);

    /** Releases the connections and threads of the transport; the client cannot be used after. */
    void close();

    interface WithRawResponse extends OnebusawaySdkService.WithRawResponse {

        WithRawResponse withOptions(Consumer<ClientOptions.Builder> modifier);
    }
}
