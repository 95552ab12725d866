// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async;

/** Hand-written helpers that live in the SDKs' custom code folders. */
public interface InternalToolServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    interface WithRawResponse {}
}
