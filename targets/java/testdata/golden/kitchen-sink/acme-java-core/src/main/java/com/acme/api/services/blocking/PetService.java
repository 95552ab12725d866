// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.pets.Pet;
import com.acme.api.models.pets.PetRetrieveParams;

public interface PetService {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    default Pet retrieve(Long petId) {
        return retrieve(petId, PetRetrieveParams.none());
    }

    default Pet retrieve(Long petId, PetRetrieveParams params) {
        return retrieve(petId, params, RequestOptions.none());
    }

    default Pet retrieve(Long petId, PetRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().petId(petId).build(), requestOptions);
    }

    default Pet retrieve(Long petId, RequestOptions requestOptions) {
        return retrieve(petId, PetRetrieveParams.none(), requestOptions);
    }

    default Pet retrieve(PetRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    Pet retrieve(PetRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default HttpResponseFor<Pet> retrieve(Long petId) {
            return retrieve(petId, PetRetrieveParams.none());
        }

        default HttpResponseFor<Pet> retrieve(Long petId, PetRetrieveParams params) {
            return retrieve(petId, params, RequestOptions.none());
        }

        default HttpResponseFor<Pet> retrieve(
                Long petId, PetRetrieveParams params, RequestOptions requestOptions) {
            return retrieve(params.toBuilder().petId(petId).build(), requestOptions);
        }

        default HttpResponseFor<Pet> retrieve(Long petId, RequestOptions requestOptions) {
            return retrieve(petId, PetRetrieveParams.none(), requestOptions);
        }

        default HttpResponseFor<Pet> retrieve(PetRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        HttpResponseFor<Pet> retrieve(PetRetrieveParams params, RequestOptions requestOptions);
    }
}
