// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api.services.blocking;

import com.acme.api.core.ClientOptions;
import com.acme.api.core.RequestOptions;
import com.acme.api.core.http.Handlers;
import com.acme.api.core.http.HttpMethod;
import com.acme.api.core.http.HttpRequest;
import com.acme.api.core.http.HttpRequestBodies;
import com.acme.api.core.http.HttpResponse;
import com.acme.api.core.http.HttpResponseFor;
import com.acme.api.errors.ACMEException;
import com.acme.api.models.files.File;
import com.acme.api.models.files.FileContentParams;
import com.acme.api.models.files.FileUploadParams;
import com.fasterxml.jackson.core.type.TypeReference;

public final class FileServiceImpl implements FileService {

    private final ClientOptions clientOptions;
    private final WithRawResponseImpl withRawResponse;

    public FileServiceImpl(ClientOptions clientOptions) {
        this.clientOptions = clientOptions;
        this.withRawResponse = new WithRawResponseImpl(clientOptions);
    }

    @Override
    public FileService.WithRawResponse withRawResponse() {
        return withRawResponse;
    }

    @Override
    public File upload(FileUploadParams params, RequestOptions requestOptions) {
        return withRawResponse.upload(params, requestOptions).parse();
    }

    @Override
    public HttpResponse content(FileContentParams params, RequestOptions requestOptions) {
        return withRawResponse.content(params, requestOptions);
    }

    public static final class WithRawResponseImpl implements FileService.WithRawResponse {

        private final ClientOptions clientOptions;

        public WithRawResponseImpl(ClientOptions clientOptions) {
            this.clientOptions = clientOptions;
        }

        @Override
        public HttpResponseFor<File> upload(
                FileUploadParams params, RequestOptions requestOptions) {
            clientOptions
                    .authError()
                    .ifPresent(
                            message -> {
                                throw new ACMEException(message);
                            });
            HttpRequest request =
                    HttpRequest.builder()
                            .method(HttpMethod.POST)
                            .baseUrl(clientOptions.baseUrl())
                            .addPathSegments("files")
                            .putAllHeaders(clientOptions.headers())
                            .putAllQueryParams(clientOptions.queryParams())
                            .replaceAllHeaders(params._headers())
                            .replaceAllQueryParams(params._queryParams())
                            .body(
                                    HttpRequestBodies.multipartFormData(
                                            clientOptions.jsonMapper(),
                                            params._multipartFields(),
                                            "brackets"))
                            .build();
            RequestOptions options =
                    requestOptions.applyDefaults(RequestOptions.from(clientOptions));
            HttpResponse.Handler<HttpResponse> errors =
                    Handlers.errors(clientOptions.jsonMapper(), "message");
            HttpResponse.Handler<File> handler =
                    Handlers.validating(
                            Handlers.json(clientOptions.jsonMapper(), new TypeReference<File>() {}),
                            options.responseValidation().orElse(false),
                            value -> value.validate());
            HttpResponse response = clientOptions.httpClient().execute(request, options);
            return Handlers.parseable(response, errors, handler);
        }

        @Override
        public HttpResponse content(FileContentParams params, RequestOptions requestOptions) {
            if (params._pathParam(0).isEmpty()) {
                throw new IllegalArgumentException("fileId must be set and not empty");
            }
            clientOptions
                    .authError()
                    .ifPresent(
                            message -> {
                                throw new ACMEException(message);
                            });
            HttpRequest request =
                    HttpRequest.builder()
                            .method(HttpMethod.GET)
                            .baseUrl(clientOptions.baseUrl())
                            .addPathSegments("files", params._pathParam(0), "content")
                            .putAllHeaders(clientOptions.headers())
                            .putAllQueryParams(clientOptions.queryParams())
                            .replaceAllHeaders(params._headers())
                            .replaceAllQueryParams(params._queryParams())
                            .build();
            RequestOptions options =
                    requestOptions.applyDefaults(RequestOptions.from(clientOptions));
            HttpResponse.Handler<HttpResponse> errors =
                    Handlers.errors(clientOptions.jsonMapper(), "message");
            HttpResponse response = clientOptions.httpClient().execute(request, options);
            return errors.handle(response);
        }
    }
}
