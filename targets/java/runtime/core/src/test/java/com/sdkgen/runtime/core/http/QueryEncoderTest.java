package com.sdkgen.runtime.core.http;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

class QueryEncoderTest {

    @ParameterizedTest
    @CsvSource({
        "brackets, repeat, 'f[owner][name]=ada&f[open]=true&tags=a&tags=b&n=5'",
        "dots, repeat, 'f.owner.name=ada&f.open=true&tags=a&tags=b&n=5'",
        "brackets, comma, 'f[owner][name]=ada&f[open]=true&tags=a%2Cb&n=5'",
        "brackets, indices, 'f[owner][name]=ada&f[open]=true&tags[0]=a&tags[1]=b&n=5'",
        "dots, brackets, 'f.owner.name=ada&f.open=true&tags[]=a&tags[]=b&n=5'",
    })
    void writesNestedObjectsAndArraysAsConfigured(String nested, String arrays, String expected) {
        Map<String, Object> filter = new LinkedHashMap<>();
        filter.put("owner", Collections.singletonMap("name", "ada"));
        filter.put("open", true);
        filter.put("gone", null);
        QueryEncoder encoder = new QueryEncoder(nested, arrays);
        QueryParams.Builder query = QueryParams.builder();

        encoder.put(query, "f", filter);
        encoder.put(query, "tags", Arrays.asList("a", "b"));
        encoder.put(query, "n", 5);
        encoder.put(query, "absent", null);

        String url =
                HttpRequest.builder()
                        .method(HttpMethod.GET)
                        .baseUrl("https://x.test")
                        .queryParams(query.build())
                        .build()
                        .url();
        assertThat(
                        url.substring("https://x.test?".length())
                                .replace("%5B", "[")
                                .replace("%5D", "]"))
                .isEqualTo(expected);
    }
}
