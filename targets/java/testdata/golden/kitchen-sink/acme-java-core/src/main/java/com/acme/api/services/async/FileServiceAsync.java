// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.async;

import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.HttpResponse;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.models.files.File;
import com.acme.api.models.files.FileContentParams;
import com.acme.api.models.files.FileUploadParams;

import java.util.concurrent.CompletableFuture;

public interface FileServiceAsync {

    /** A view of this service whose methods return the raw HTTP response. */
    WithRawResponse withRawResponse();

    default CompletableFuture<File> upload(FileUploadParams params) {
        return upload(params, RequestOptions.none());
    }

    CompletableFuture<File> upload(FileUploadParams params, RequestOptions requestOptions);

    default CompletableFuture<HttpResponse> content(String fileId) {
        return content(fileId, FileContentParams.none());
    }

    default CompletableFuture<HttpResponse> content(String fileId, FileContentParams params) {
        return content(fileId, params, RequestOptions.none());
    }

    default CompletableFuture<HttpResponse> content(
            String fileId, FileContentParams params, RequestOptions requestOptions) {
        return content(params.toBuilder().fileId(fileId).build(), requestOptions);
    }

    default CompletableFuture<HttpResponse> content(String fileId, RequestOptions requestOptions) {
        return content(fileId, FileContentParams.none(), requestOptions);
    }

    default CompletableFuture<HttpResponse> content(FileContentParams params) {
        return content(params, RequestOptions.none());
    }

    CompletableFuture<HttpResponse> content(
            FileContentParams params, RequestOptions requestOptions);

    interface WithRawResponse {

        default CompletableFuture<HttpResponseFor<File>> upload(FileUploadParams params) {
            return upload(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponseFor<File>> upload(
                FileUploadParams params, RequestOptions requestOptions);

        default CompletableFuture<HttpResponse> content(String fileId) {
            return content(fileId, FileContentParams.none());
        }

        default CompletableFuture<HttpResponse> content(String fileId, FileContentParams params) {
            return content(fileId, params, RequestOptions.none());
        }

        default CompletableFuture<HttpResponse> content(
                String fileId, FileContentParams params, RequestOptions requestOptions) {
            return content(params.toBuilder().fileId(fileId).build(), requestOptions);
        }

        default CompletableFuture<HttpResponse> content(
                String fileId, RequestOptions requestOptions) {
            return content(fileId, FileContentParams.none(), requestOptions);
        }

        default CompletableFuture<HttpResponse> content(FileContentParams params) {
            return content(params, RequestOptions.none());
        }

        CompletableFuture<HttpResponse> content(
                FileContentParams params, RequestOptions requestOptions);
    }
}
