// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.pets.Pet;
import com.acme.api.models.pets.PetRetrieveParams;

import java.util.concurrent.CompletableFuture;

public interface PetServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    default CompletableFuture<Pet> retrieve(Long petId) {
        return retrieve(petId, PetRetrieveParams.none());
    }

    default CompletableFuture<Pet> retrieve(Long petId, PetRetrieveParams params) {
        return retrieve(petId, params, RequestOptions.none());
    }

    default CompletableFuture<Pet> retrieve(
            Long petId, PetRetrieveParams params, RequestOptions requestOptions) {
        return retrieve(params.toBuilder().petId(petId).build(), requestOptions);
    }

    default CompletableFuture<Pet> retrieve(Long petId, RequestOptions requestOptions) {
        return retrieve(petId, PetRetrieveParams.none(), requestOptions);
    }

    default CompletableFuture<Pet> retrieve(PetRetrieveParams params) {
        return retrieve(params, RequestOptions.none());
    }

    CompletableFuture<Pet> retrieve(PetRetrieveParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<Pet>> retrieve(Long petId) {
            return retrieve(petId, PetRetrieveParams.none());
        }

        default CompletableFuture<HttpResponseFor<Pet>> retrieve(
                Long petId, PetRetrieveParams params) {
            return retrieve(petId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponseFor<Pet>> retrieve(
                Long petId, PetRetrieveParams params, RequestOptions requestOptions) {
            return retrieve(params.toBuilder().petId(petId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<Pet>> retrieve(
                Long petId, RequestOptions requestOptions) {
            return retrieve(petId, PetRetrieveParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponseFor<Pet>> retrieve(PetRetrieveParams params) {
            return retrieve(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<Pet>> retrieve(
                PetRetrieveParams params, RequestOptions requestOptions);
    }
}
