// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

public interface FeedbackService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    interface WithRawResponse {}
}
