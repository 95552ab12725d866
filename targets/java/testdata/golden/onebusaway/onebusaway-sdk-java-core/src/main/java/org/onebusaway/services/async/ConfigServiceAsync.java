// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.async;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.config.ConfigRetrieveParams;
import org.onebusaway.models.config.ConfigRetrieveResponse;

import java.util.concurrent.CompletableFuture;

public interface ConfigServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** config */
    default CompletableFuture<ConfigRetrieveResponse> retrieve(ConfigRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** config */
    CompletableFuture<ConfigRetrieveResponse> retrieve(
            ConfigRetrieveParams params, RequestOptions requestOptions);

    /** config */
    default CompletableFuture<ConfigRetrieveResponse> retrieve() {
        return retrieve(ConfigRetrieveParams.none());
    }

    /** config */
    default CompletableFuture<ConfigRetrieveResponse> retrieve(RequestOptions requestOptions) {
        return retrieve(ConfigRetrieveParams.none(), requestOptions);
    }

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<ConfigRetrieveResponse>> retrieve(
                ConfigRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<ConfigRetrieveResponse>> retrieve(
                ConfigRetrieveParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponseFor<ConfigRetrieveResponse>> retrieve() {
            return retrieve(ConfigRetrieveParams.none());
        }

        default CompletableFuture<HttpResponseFor<ConfigRetrieveResponse>> retrieve(
                RequestOptions requestOptions) {
            return retrieve(ConfigRetrieveParams.none(), requestOptions);
        }
    }
}
