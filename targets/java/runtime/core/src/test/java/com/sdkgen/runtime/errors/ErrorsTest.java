package com.sdkgen.runtime.errors;

import static org.assertj.core.api.Assertions.assertThat;

import com.sdkgen.runtime.core.JsonMissing;
import com.sdkgen.runtime.core.JsonString;
import com.sdkgen.runtime.core.JsonValue;
import com.sdkgen.runtime.core.ObjectMappers;
import com.sdkgen.runtime.core.http.FakeHttpClient.FakeResponse;
import com.sdkgen.runtime.core.http.Handlers;
import com.sdkgen.runtime.core.http.HttpResponse;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Collections;

class ErrorsTest {
    private static final HttpResponse.Handler<HttpResponse> ERRORS =
            Handlers.errors(ObjectMappers.jsonMapper(), "message");

    @ParameterizedTest
    @CsvSource({
        "400, BadRequestException",
        "401, UnauthorizedException",
        "403, PermissionDeniedException",
        "404, NotFoundException",
        "409, ConflictException",
        "422, UnprocessableEntityException",
        "429, RateLimitException",
        "500, InternalServerException",
        "503, InternalServerException",
        "418, UnexpectedStatusCodeException",
        "999, UnexpectedStatusCodeException",
    })
    void eachStatusHasItsException(int status, String type) {
        FakeResponse response =
                new FakeResponse(status, "{\"errorProperty\":\"42\"}", "x-request-id", "req_1");

        SdkgenServiceException e = thrown(response);

        assertThat(e.getClass().getSimpleName()).isEqualTo(type);
        assertThat(e).isInstanceOf(SdkgenException.class);
        assertThat(e.statusCode()).isEqualTo(status);
        assertThat(e.headers().values("x-request-id")).containsExactly("req_1");
        assertThat(e.requestId()).contains("req_1");
        assertThat(e.body())
                .isEqualTo(JsonValue.from(Collections.singletonMap("errorProperty", "42")));
        assertThat(e.getMessage()).contains(Integer.toString(status)).contains("req_1");
        assertThat(response.closed).isTrue();
    }

    private static SdkgenServiceException thrown(FakeResponse response) {
        try {
            ERRORS.handle(response);
        } catch (SdkgenServiceException e) {
            return e;
        }
        throw new AssertionError("no exception for status " + response.statusCode());
    }

    @Test
    void successPassesThroughUnread() {
        FakeResponse response = new FakeResponse(200, "{}");

        assertThat(ERRORS.handle(response)).isSameAs(response);
        assertThat(response.closed).isFalse();
    }

    @Test
    void theMessagePropertyIsTheMessage() {
        FakeResponse response = new FakeResponse(400, "{\"message\":\"bad field\"}");
        SdkgenServiceException e = thrown(response);

        assertThat(e.getMessage()).isEqualTo("bad field");
    }

    @Test
    void bodiesThatAreNotJsonAreKeptAsText() {
        SdkgenServiceException text = thrown(new FakeResponse(502, "Bad Gateway"));
        SdkgenServiceException empty = thrown(new FakeResponse(500, ""));

        assertThat(text.body()).isEqualTo(JsonString.of("Bad Gateway"));
        assertThat(empty.body()).isEqualTo(JsonMissing.of());
        assertThat(empty.getMessage()).isEqualTo("500");
    }
}
