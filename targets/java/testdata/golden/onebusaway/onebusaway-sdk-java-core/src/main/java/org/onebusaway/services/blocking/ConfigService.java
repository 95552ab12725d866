// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package org.onebusaway.services.blocking;

import org.onebusaway.core.RequestOptions;
import org.onebusaway.core.http.HttpResponseFor;
import org.onebusaway.models.config.ConfigRetrieveParams;
import org.onebusaway.models.config.ConfigRetrieveResponse;

public interface ConfigService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    /** config */
    default ConfigRetrieveResponse retrieve(ConfigRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    /** config */
    ConfigRetrieveResponse retrieve(ConfigRetrieveParams params, RequestOptions requestOptions);

    /** config */
    default ConfigRetrieveResponse retrieve() {
        return retrieve(ConfigRetrieveParams.none());
    }

    /** config */
    default ConfigRetrieveResponse retrieve(RequestOptions requestOptions) {
        return retrieve(ConfigRetrieveParams.none(), requestOptions);
    }

    interface WithRawResponse {

        default HttpResponseFor<ConfigRetrieveResponse> retrieve(ConfigRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        HttpResponseFor<ConfigRetrieveResponse> retrieve(
                ConfigRetrieveParams params, RequestOptions requestOptions);

        default HttpResponseFor<ConfigRetrieveResponse> retrieve() {
            return retrieve(ConfigRetrieveParams.none());
        }

        default HttpResponseFor<ConfigRetrieveResponse> retrieve(RequestOptions requestOptions) {
            return retrieve(ConfigRetrieveParams.none(), requestOptions);
        }
    }
}
