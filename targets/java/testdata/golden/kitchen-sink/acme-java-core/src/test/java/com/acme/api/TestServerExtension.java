// File generated from our OpenAPI spec by sdkgen. See CONTRIBUTING.md for details.

package com.acme.api;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/** Points the tests at the mock server; SKIP_MOCK_TESTS=true disables them. */
public final class TestServerExtension implements ExecutionCondition {

    public static final String BASE_URL =
            System.getenv("TEST_API_BASE_URL") != null
                    ? System.getenv("TEST_API_BASE_URL")
                    : "http://localhost:4010";

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        if ("true".equals(System.getenv("SKIP_MOCK_TESTS"))) {
            return ConditionEvaluationResult.disabled("SKIP_MOCK_TESTS is true");
        }
        return ConditionEvaluationResult.enabled("the mock server is at " + BASE_URL);
    }
}
